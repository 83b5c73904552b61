import { PageHero } from '@/components/ui/section';

export function LegalPage() {
  return <PageHero title="LegalPage" />;
}
