import { toast } from '@/components/ui/toast-store';

/** openDocument opens a download in a new tab and reports by toast (spec §8). */
export function openDocument(url: string, fileName: string): void {
  try {
    const win = window.open(url, '_blank', 'noopener');
    // With "noopener" some browsers return null even when the tab opened, so a blocked
    // popup is told apart by trying again without it only when nothing opened at all.
    if (!win && !window.open(url, '_blank')) {
      toast({ title: 'Popup blocked', description: 'Please allow popups for this site to view PDFs.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Download started', description: `${fileName} is downloading.` });
  } catch {
    toast({ title: 'Download failed', description: 'There was a problem downloading the file. Please try again.', variant: 'destructive' });
  }
}
