import { PageHero } from '@/components/ui/section';

export function DownloadSitePage() {
  return <PageHero title="DownloadSitePage" />;
}
