import { toast } from '@/components/ui/toast-store';

/** openDocument opens a download in a new tab and reports by toast (spec §8). */
export function openDocument(url: string, fileName: string): void {
  try {
    // Without "noopener" the call answers whether the tab opened: with it, browsers always
    // answer null, which reads as blocked. The opener link is cut by hand instead, before the
    // new tab has loaded anything that could use it.
    const win = window.open(url, '_blank');
    if (!win) {
      toast({ title: 'Popup blocked', description: 'Please allow popups for this site to view PDFs.', variant: 'destructive' });
      return;
    }
    win.opener = null;
    toast({ title: 'Download started', description: `${fileName} is downloading.` });
  } catch {
    toast({ title: 'Download failed', description: 'There was a problem downloading the file. Please try again.', variant: 'destructive' });
  }
}
