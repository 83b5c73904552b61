import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useContent } from '@/lib/site-content';
import { currentToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

const noToasts: never[] = [];
let everShown = false;

function hasEverShownToast() {
  if (currentToasts().length > 0) everShown = true;
  return everShown;
}

/**
 * LazyToaster loads the toast viewport with the first toast: most visits never show one,
 * so its code stays out of the first download. Once loaded it stays mounted.
 */
export function LazyToaster() {
  const { ui } = useContent('site');
  const needed = useSyncExternalStore(subscribeToasts, hasEverShownToast, () => noToasts.length > 0);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster closeLabel={ui.close} />
    </Suspense>
  ) : null;
}
