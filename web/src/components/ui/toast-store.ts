// A tiny store of the visible toasts: at most TOAST_LIMIT at a time (spec §4, §9).

/** TOAST_LIMIT is how many toasts are visible at once. */
export const TOAST_LIMIT = 1;
/** TOAST_DURATION is how long a toast stays, in ms. */
export const TOAST_DURATION = 5000;

/** ToastAction is a button in a toast, such as Undo; the toast closes when it is clicked. */
export interface ToastAction {
  label: string;
  /** altText says how to do the same without the toast, for screen readers (Radix). */
  altText: string;
  onClick: () => void;
}

/**
 * ToastInput is what callers say: a title, a description and a variant; an action and how
 * long the toast stays (TOAST_DURATION when not given).
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  action?: ToastAction;
  duration?: number;
}

/** ToastItem is a toast in the store. */
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(toasts);
}

/** toast shows a message, replacing the one on screen. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

/** dismissToast closes a toast (it is then removed from the store). */
export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** clearErrorToasts closes every error toast: called when what failed has since worked (a
 * sign-in, a file choice, an upload), so an old failure does not linger beside the success. */
export function clearErrorToasts(): void {
  const kept = toasts.filter((t) => t.variant !== 'destructive');
  if (kept.length === toasts.length) return;
  toasts = kept;
  emit();
}

/** subscribeToasts calls the listener on every change and returns the unsubscribe. */
export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** currentToasts returns the toasts now in the store. */
export function currentToasts(): ToastItem[] {
  return toasts;
}
