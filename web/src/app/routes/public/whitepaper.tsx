import { WhitepaperPage } from '@/features/whitepaper/components/whitepaper-page';

export function Component() {
  return <WhitepaperPage />;
}
