import { PageHero } from '@/components/ui/section';

export function PrivacyPage() {
  return <PageHero title="PrivacyPage" />;
}
