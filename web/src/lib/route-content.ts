import type { ContentKey } from '@/content/schema';
import { hasContent } from './site-content';

/**
 * routeContentKey is the content document of a public path: "/" is home, "/x" is x, and any
 * path whose document is not loaded (an unknown path, or a document without a page) shows
 * the not-found page.
 */
export function routeContentKey(pathname: string): ContentKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = (path === '/' ? 'home' : path.slice(1)) as ContentKey;
  return hasContent(key) ? key : 'not-found';
}
