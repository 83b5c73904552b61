import { TabHeader } from './tab-layout';

/** PartnersTab is being built; the tab shows its heading meanwhile. */
export function PartnersTab() {
  return <TabHeader title="Global Partners" />;
}
