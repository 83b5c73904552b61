import { PageHero } from '@/components/ui/section';

export function DownloadsPage() {
  return <PageHero title="DownloadsPage" />;
}
