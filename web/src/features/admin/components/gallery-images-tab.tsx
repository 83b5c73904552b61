import { TabHeader } from './tab-layout';

/** GalleryImagesTab is being built; the tab shows its heading meanwhile. */
export function GalleryImagesTab() {
  return <TabHeader title="Gallery Images" />;
}
