import { PageHero } from '@/components/ui/section';

export function GlobalPartnersPage() {
  return <PageHero title="GlobalPartnersPage" />;
}
