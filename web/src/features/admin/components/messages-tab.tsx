import { TabHeader } from './tab-layout';

/** MessagesTab is being built; the tab shows its heading meanwhile. */
export function MessagesTab() {
  return <TabHeader title="Messages" />;
}
