// The page's first script, and a small one: it starts the app only once the browser has
// shown the server's HTML, all of it: index.html's <link rel="expect" href="#page-end"> keeps
// the browser from painting a part of the page before the rest is parsed (the rest would show
// later, as a paint of its own, while a phone already fetched the app). The page is whole
// without its code (the server rendered it), so the code need not compete with it for the
// network and the main thread before the first paint; then the app's chunks, and the page's
// own that the server names in <meta name="qrs-chunks">, load, and the app hydrates the page.

import { keepEarlyInput } from '@/lib/early-input';

// Asking for a file costs the main thread a millisecond or two (four times that on a slow
// phone): the fifteen-odd chunks of a page asked for in one go made a task long enough to hold
// up a tap. Each chunk is asked for in a task of its own, the app's entry first.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="qrs-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks) {
    if (!href.startsWith('/assets/') || !href.endsWith('.js')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // React's code for the page, the largest part of the app's, runs in a task before the app's own.
  await import('react-dom/client');
  await nextTask();
  void import('./entry-client');
}

keepEarlyInput();

let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  void start();
};

// The browser reports the first contentful paint once it is on the screen. A page opened in
// the background paints nothing until it is shown, and a browser that does not report paints
// gets its app after a moment: both start without waiting for one.
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  startOnce();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startOnce, 1000);
}
