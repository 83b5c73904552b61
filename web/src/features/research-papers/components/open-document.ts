import { toast } from '@/components/ui/toast-store';
import type { ContentDocs } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';

/** OpenDocumentToasts word the outcomes of opening a document; started's description has the slot {file}. */
export type OpenDocumentToasts = ContentDocs['downloads']['toasts'];

/** openDocument opens a download in a new tab and reports by toast (spec §8). */
export function openDocument(url: string, fileName: string, toasts: OpenDocumentToasts): void {
  try {
    // Without "noopener" the call answers whether the tab opened: with it, browsers always
    // answer null, which reads as blocked. The opener link is cut by hand instead, before the
    // new tab has loaded anything that could use it.
    const win = window.open(url, '_blank');
    if (!win) {
      toast({ ...toasts.popupBlocked, variant: 'destructive' });
      return;
    }
    win.opener = null;
    toast({ title: toasts.started.title, description: fillTemplate(toasts.started.description, { file: fileName }) });
  } catch {
    toast({ ...toasts.failed, variant: 'destructive' });
  }
}
