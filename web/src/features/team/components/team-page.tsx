import { PageHero } from '@/components/ui/section';

export function TeamPage() {
  return <PageHero title="TeamPage" />;
}
