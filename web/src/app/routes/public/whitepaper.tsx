import { WhitepaperPage } from '@/features/coin/components/whitepaper-page';

export function Component() {
  return <WhitepaperPage />;
}
