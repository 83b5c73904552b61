import { scrollToSection } from './lazy-layout';

// The anchor scrolling of spec §2 and §9: wait 500 ms, then look for the section; when it
// is not rendered yet (the page is still loading after a navigation), retry up to 10 times,
// waiting 100 ms × the attempt number before each retry.

/** ANCHOR_SCROLL_WAIT is the wait before the first scroll attempt, in ms. */
export const ANCHOR_SCROLL_WAIT = 500;
/** ANCHOR_SCROLL_RETRIES is how many more attempts follow a first miss. */
export const ANCHOR_SCROLL_RETRIES = 10;

/** anchorRetryDelay is the wait before retry number `attempt` (1-based), in ms. */
export function anchorRetryDelay(attempt: number): number {
  return 100 * attempt;
}

/** AnchorScrollDeps lets a test replace the DOM and the clock. */
export interface AnchorScrollDeps {
  find: (id: string) => { scrollIntoView: (opts?: ScrollIntoViewOptions) => void } | null;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

const browserDeps: AnchorScrollDeps = {
  find: (id) => {
    const el = document.getElementById(id);
    return el && { scrollIntoView: () => scrollToSection(el) };
  },
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * scrollToAnchorWhenReady smoothly scrolls to the element with the id once it exists,
 * following the timing above. It returns a function that cancels the pending attempts.
 */
export function scrollToAnchorWhenReady(id: string, deps: AnchorScrollDeps = browserDeps): () => void {
  let handle: unknown;
  let cancelled = false;
  const attempt = (n: number) => {
    if (cancelled) return;
    const el = deps.find(id);
    if (el) {
      el.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (n < ANCHOR_SCROLL_RETRIES) {
      handle = deps.setTimer(() => attempt(n + 1), anchorRetryDelay(n + 1));
    }
  };
  handle = deps.setTimer(() => attempt(0), ANCHOR_SCROLL_WAIT);
  return () => {
    cancelled = true;
    deps.clearTimer(handle);
  };
}
