import { ResearchPage } from '@/features/research/components/research-page';

export function Component() {
  return <ResearchPage />;
}
