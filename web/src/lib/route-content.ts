import type { ContentKey } from '@/content/schema';
import { hasContent } from './site-content';
import { routeOfPath } from './site-languages';

/**
 * routeContentKey is the content document of a public path in the page's language (its
 * route's: "/de/forschung" is research): "/" is home, "/x" is x, and any
 * path whose document is not loaded (an unknown path, or a document without a page) shows
 * the not-found page.
 */
export function routeContentKey(pathname: string): ContentKey {
  const path = routeOfPath(pathname);
  if (path === undefined) return 'not-found';
  const key = (path === '/' ? 'home' : path.slice(1)) as ContentKey;
  return hasContent(key) ? key : 'not-found';
}
