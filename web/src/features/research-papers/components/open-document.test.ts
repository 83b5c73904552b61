import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '@/components/ui/toast-store';
import downloads from '../../../../content/defaults/downloads.json';
import { openDocument } from './open-document';

function stubWindowOpen(result: unknown) {
  const open = vi.fn(() => result);
  vi.stubGlobal('window', { open });
  return open;
}

describe('openDocument', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    currentToasts().forEach((t) => dismissToast(t.id));
  });

  it('opens the document once, cuts the opener link and says the download started', () => {
    const tab = { opener: {} as unknown };
    const open = stubWindowOpen(tab);
    openDocument('/uploads/manual.pdf', 'User Manual', downloads.toasts);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/uploads/manual.pdf', '_blank');
    expect(tab.opener).toBeNull();
    expect(currentToasts().map((t) => [t.title, t.description])).toEqual([['Download started', 'User Manual is downloading.']]);
  });

  it('says the popup was blocked, without trying again, when no tab opened', () => {
    const open = stubWindowOpen(null);
    openDocument('/uploads/manual.pdf', 'User Manual', downloads.toasts);
    expect(open).toHaveBeenCalledTimes(1);
    expect(currentToasts().map((t) => [t.title, t.variant])).toEqual([['Popup blocked', 'destructive']]);
  });

  it('says the download failed when opening throws', () => {
    vi.stubGlobal('window', { open: () => { throw new Error('denied'); } });
    openDocument('/uploads/manual.pdf', 'User Manual', downloads.toasts);
    expect(currentToasts().map((t) => t.title)).toEqual(['Download failed']);
  });
});
