import { useEffect } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';
import { scrollToAnchorWhenReady } from '@/lib/anchor-scroll';
import { routeContentKey } from '@/lib/route-content';
import { peekContent } from '@/lib/site-content';
import type { AnchorState } from './anchor-link';

/**
 * ScrollManager scrolls to the URL's section (500 ms wait, then retries, spec §2) or to the
 * top of a newly opened page, and keeps the title and description in step with the route.
 */
export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  const alreadyScrolled = (state as AnchorState | null)?.anchorScrolled === true;
  // The admin panel's shell carries no page document; its pages set their own title.
  const page = peekContent(routeContentKey(pathname));
  const seo = page && 'seo' in page ? page.seo : undefined;

  useEffect(() => {
    if (!seo) return;
    document.title = seo.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', seo.description);
  }, [seo]);

  useEffect(() => {
    if (hash.length > 1) {
      if (alreadyScrolled) return;
      return scrollToAnchorWhenReady(decodeURIComponent(hash.slice(1)));
    }
    // A new page starts at its top, and keyboard and screen-reader users start reading it
    // there too; back and forward keep the browser's position.
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [pathname, hash, key, navigationType, alreadyScrolled]);

  return null;
}
