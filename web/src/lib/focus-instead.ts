/**
 * focusInstead handles a dialog's close-auto-focus event: it focuses target instead of the
 * element the dialog would return to, when there is a target. A dialog that is unmounted as
 * it closes, or was opened by something that has since moved, returns the focus where the
 * visitor expects it this way.
 */
export function focusInstead(event: Event, target: HTMLElement | null | undefined): void {
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: false });
}
