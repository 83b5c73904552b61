import { PageHero } from '@/components/ui/section';

export function CoinPage() {
  return <PageHero title="CoinPage" />;
}
