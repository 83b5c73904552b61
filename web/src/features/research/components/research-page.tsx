import { PageHero } from '@/components/ui/section';

export function ResearchPage() {
  return <PageHero title="ResearchPage" />;
}
