import { describe, expect, it } from 'vitest';
import { currentToasts, dismissToast, toast } from './toast-store';

describe('toast store', () => {
  it('keeps only the newest toast visible', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', variant: 'destructive' });
    expect(currentToasts().map((t) => t.title)).toEqual(['Second']);
    dismissToast(id);
    expect(currentToasts()).toEqual([]);
  });
});
