import { TabHeader } from './tab-layout';

/** DownloadsTab is being built; the tab shows its heading meanwhile. */
export function DownloadsTab() {
  return <TabHeader title="Downloads" />;
}
