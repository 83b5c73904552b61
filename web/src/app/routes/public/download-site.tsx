import { DownloadSitePage } from '@/features/site-package/components/download-site-page';

export function Component() {
  return <DownloadSitePage />;
}
