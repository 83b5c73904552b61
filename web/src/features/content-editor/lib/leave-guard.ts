// The one question before unsaved changes are lost. The open editor registers how to ask it;
// parts of the panel that leave without a navigation (logout) ask through confirmLeave.

type Asker = () => Promise<boolean>;

let asker: Asker | null = null;

/** registerLeaveGuard sets the question while a form has unsaved changes; the returned function takes it back. */
export function registerLeaveGuard(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** confirmLeave resolves true when nothing unsaved is open, or when the editor chose to leave it. */
export function confirmLeave(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(true);
}
