import { PageHero } from '@/components/ui/section';

export function ResearchPapersPage() {
  return <PageHero title="ResearchPapersPage" />;
}
