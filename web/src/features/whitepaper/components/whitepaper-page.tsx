import { PageHero } from '@/components/ui/section';

export function WhitepaperPage() {
  return <PageHero title="WhitepaperPage" />;
}
