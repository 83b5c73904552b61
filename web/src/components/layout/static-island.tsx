import { Suspense, useState, type ComponentType, type LazyExoticComponent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { LAZY_LAYOUT } from '@/lib/lazy-layout';
import { isPlainLeftClick, scrollIfSamePage } from './anchor-link';

// Static islands: parts of a prerendered page that have no state of their own. While the
// page hydrates, an island keeps the HTML the prerender wrote instead of running its code,
// so that code (and its copy) stays out of the first download and off the main thread. When
// the page is reached by client navigation instead, the island loads its code and renders.

let hydrating = false;

/** beginHydration is called by the client entry just before it hydrates prerendered HTML. */
export function beginHydration(): void {
  hydrating = true;
}

/** isHydrating tells whether the client entry is hydrating prerendered HTML (the first render). */
export function isHydrating(): boolean {
  return hydrating;
}

/** endHydration is called once the hydrated tree has committed. */
export function endHydration(): void {
  hydrating = false;
}

/** StaticIsland renders a lazily loaded, stateless part of a page (see above). */
export function StaticIsland({ component: Component }: { component: LazyExoticComponent<ComponentType> }) {
  const [keepServerHtml] = useState(isHydrating);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The kept HTML has plain links; route them through the app like any other link.
  const onClickCapture = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest?.('a');
    if (!a || !e.currentTarget.contains(a) || !isPlainLeftClick(e) || a.target === '_blank' || a.hasAttribute('download')) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/legal/')) return;
    const href = url.pathname + url.search + url.hash;
    e.preventDefault();
    if (!scrollIfSamePage(href, pathname, navigate)) navigate(href);
  };

  // Every form of the island is one element with the same class and click handling.
  const wrapper = { className: LAZY_LAYOUT, onClickCapture };

  if (typeof window === 'undefined') {
    // The prerender renders the part in place, without a Suspense boundary: React would
    // outline a large boundary behind an inline reveal script, which the CSP forbids. The
    // prerender's first pass has already loaded the code, so nothing suspends here.
    return (
      <div {...wrapper}>
        <Component />
      </div>
    );
  }
  if (keepServerHtml) {
    return <div {...wrapper} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div {...wrapper}>
      <Suspense fallback={null}>
        <Component />
      </Suspense>
    </div>
  );
}
