import { DownloadsPage } from '@/features/research-papers/components/downloads-page';

export function Component() {
  return <DownloadsPage />;
}
