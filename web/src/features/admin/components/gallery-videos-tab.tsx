import { TabHeader } from './tab-layout';

/** GalleryVideosTab is being built; the tab shows its heading meanwhile. */
export function GalleryVideosTab() {
  return <TabHeader title="Gallery Videos" />;
}
