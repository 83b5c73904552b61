import { describe, expect, it } from 'vitest';
import { clearErrorToasts, currentToasts, dismissToast, toast } from './toast-store';

describe('toast store', () => {
  it('keeps only the newest toast visible', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', variant: 'destructive' });
    expect(currentToasts().map((t) => t.title)).toEqual(['Second']);
    dismissToast(id);
    expect(currentToasts()).toEqual([]);
  });

  it('clears an error once what failed has worked, and leaves other toasts', () => {
    toast({ title: 'Sign-in failed', variant: 'destructive' });
    clearErrorToasts();
    expect(currentToasts()).toEqual([]);
    toast({ title: 'Member added' });
    clearErrorToasts();
    expect(currentToasts().map((t) => t.title)).toEqual(['Member added']);
  });
});
