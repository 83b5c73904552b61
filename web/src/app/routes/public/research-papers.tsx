import { ResearchPapersPage } from '@/features/research-papers/components/research-papers-page';

export function Component() {
  return <ResearchPapersPage />;
}
