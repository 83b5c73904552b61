import { CoinPage } from '@/features/coin/components/coin-page';

export function Component() {
  return <CoinPage />;
}
