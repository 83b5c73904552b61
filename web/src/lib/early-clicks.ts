// Clicks on the server's page before its code has hydrated it: the page is painted and
// whole before the app starts (src/app/boot.ts), and a button does nothing until then. The
// first script keeps each click on a button of the page, and the app clicks those buttons
// again once it has hydrated, so opening a picture or a tab that early is not lost. Links
// need none of this: the browser follows them by itself.

const pending: HTMLElement[] = [];
let listening = false;

function keep(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('button');
  if (button && document.getElementById('root')?.contains(button)) pending.push(button);
}

/** keepEarlyClicks starts keeping the clicks on the page's buttons (the first script calls it). */
export function keepEarlyClicks(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', keep, true);
}

/**
 * handOverClicks stops keeping clicks: from hydrateRoot on, React listens on the page and
 * itself replays a click on a part it has not hydrated yet, so a click kept after that would
 * be handled twice (a menu opened and closed at once).
 */
export function handOverClicks(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', keep, true);
}

/** replayEarlyClicks clicks again, in order, the buttons clicked before React listened, still in the page. */
export function replayEarlyClicks(): void {
  handOverClicks();
  for (const button of pending.splice(0)) {
    if (button.isConnected) button.click();
  }
}
