// What a visitor does on the server's page before its code has hydrated it: the page is
// painted and whole before the app starts (src/app/boot.ts), and a button or a tab does
// nothing until then. The first script keeps each click on a button of the page, and each
// key that moves between a widget's parts (the arrow keys, Home, End) pressed on one, and
// the app does them again, in order, once it has hydrated, so opening a picture or moving
// along the gallery's tabs that early is not lost. Links, text fields and a form's submit
// and reset buttons need none of this: the browser follows a link, types into a field and
// posts or resets a form by itself (the site's forms work without JavaScript), and such a
// click done again would post the form a second time.

/** EARLY_KEYS are the keys kept: those the app's widgets move by, which do nothing before it runs. */
const EARLY_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

type Early = { button: HTMLElement } | { target: HTMLElement; key: string };

const pending: Early[] = [];
let listening = false;

const onPage = (el: Element | null | undefined): el is HTMLElement => !!el && !!document.getElementById('root')?.contains(el);

/** postsOrResets tells a form's submit or reset button, whose click the browser acts on by itself. */
const postsOrResets = (button: HTMLElement) => button instanceof HTMLButtonElement && !!button.form && button.type !== 'button';

function keepClick(event: MouseEvent): void {
  const button = (event.target as Element | null)?.closest?.('button');
  if (onPage(button) && !postsOrResets(button)) pending.push({ button });
}

function keepKey(event: KeyboardEvent): void {
  if (!EARLY_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement | null;
  if (!onPage(target) || target.isContentEditable || target.closest('input, textarea, select')) return;
  pending.push({ target, key: event.key });
}

/** keepEarlyInput starts keeping the clicks on the page's buttons and its widgets' keys (the first script calls it). */
export function keepEarlyInput(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', keepClick, true);
  document.addEventListener('keydown', keepKey, true);
}

/**
 * handOverInput stops keeping: from hydrateRoot on, React listens on the page and itself
 * replays a click or a key on a part it has not hydrated yet, so one kept after that would
 * be handled twice (a menu opened and closed at once).
 */
export function handOverInput(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', keepClick, true);
  document.removeEventListener('keydown', keepKey, true);
}

/**
 * replayEarlyInput does again, in order, what was kept before React listened, on the parts
 * still in the page: it clicks the buttons, and presses the keys on their element while it
 * still has the focus (the key acted on what had it).
 */
export function replayEarlyInput(): void {
  handOverInput();
  for (const early of pending.splice(0)) {
    if ('button' in early) {
      if (early.button.isConnected) early.button.click();
    } else if (early.target.isConnected && document.activeElement === early.target) {
      early.target.dispatchEvent(new KeyboardEvent('keydown', { key: early.key, bubbles: true, cancelable: true }));
    }
  }
}
