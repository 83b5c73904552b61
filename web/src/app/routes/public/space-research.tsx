import { SpaceResearchPage } from '@/features/space-research/components/space-research-page';

export function Component() {
  return <SpaceResearchPage />;
}
