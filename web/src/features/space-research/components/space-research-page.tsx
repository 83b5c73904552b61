import { PageHero } from '@/components/ui/section';

export function SpaceResearchPage() {
  return <PageHero title="SpaceResearchPage" />;
}
