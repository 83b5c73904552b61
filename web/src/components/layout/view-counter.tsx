import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';

/**
 * ViewCounter tells the server of each page the app shows by itself, following a link inside
 * the site (POST /api/insights/view), so those count as views as a page the server answered
 * does. The first page is not reported: the server counted it when it answered. Nothing is
 * stored in the browser, and the report carries the path alone.
 */
export function ViewCounter() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    fetch('/api/insights/view', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: pathname }),
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => {});
  }, [pathname]);
  return null;
}
