import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorRetryDelay, scrollToAnchorWhenReady, type AnchorScrollDeps } from './anchor-scroll';

function fakeDeps(foundAtCall: number | null) {
  const calls: number[] = [];
  const scrolled: number[] = [];
  const deps: AnchorScrollDeps = {
    find: () => {
      calls.push(Date.now());
      if (foundAtCall !== null && calls.length >= foundAtCall) {
        return { scrollIntoView: () => scrolled.push(Date.now()) };
      }
      return null;
    },
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  return { deps, calls, scrolled };
}

describe('anchor scroll timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('waits 100 ms times the attempt number between retries', () => {
    expect([1, 2, 3, 10].map(anchorRetryDelay)).toEqual([100, 200, 300, 1000]);
  });

  it('scrolls after 500 ms when the section is already there', () => {
    const { deps, calls, scrolled } = fakeDeps(1);
    scrollToAnchorWhenReady('about', deps);
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled).toEqual([500]);
  });

  it('retries with growing delays until the section appears', () => {
    const { deps, calls, scrolled } = fakeDeps(4);
    scrollToAnchorWhenReady('contact', deps);
    vi.runAllTimers();
    // 500, then +100, +200, +300
    expect(calls).toEqual([500, 600, 800, 1100]);
    expect(scrolled).toEqual([1100]);
  });

  it('gives up after 10 retries', () => {
    const { deps, calls, scrolled } = fakeDeps(null);
    scrollToAnchorWhenReady('missing', deps);
    vi.runAllTimers();
    expect(calls).toHaveLength(11);
    expect(calls.at(-1)).toBe(500 + 100 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10));
    expect(scrolled).toEqual([]);
  });

  it('stops when cancelled', () => {
    const { deps, calls } = fakeDeps(null);
    const cancel = scrollToAnchorWhenReady('about', deps);
    vi.advanceTimersByTime(650);
    cancel();
    vi.runAllTimers();
    expect(calls).toEqual([500, 600]);
  });
});
