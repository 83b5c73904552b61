// The page's first script, and a small one: it starts the app only once the browser has
// shown the server's HTML. The page is whole without its code (the server rendered it), so
// the code need not compete with it for the network and the main thread before the first
// paint; then the app's chunks, and the page's own that the server names in
// <meta name="qrs-chunks">, load side by side, and the app hydrates the page.

import { keepEarlyInput } from '@/lib/early-input';

function start(): void {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="qrs-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks) {
    if (!href.startsWith('/assets/') || !href.endsWith('.js')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./entry-client');
}

keepEarlyInput();

let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  start();
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
