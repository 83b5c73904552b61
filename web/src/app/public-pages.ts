import { listsOfPage } from '@/lib/collections';
import type { Route } from '@/lib/router';
import { joinPath, publicRoutes, type PageData } from './routes';

/** PublicPage is a public route with what it shows. */
export interface PublicPage extends PageData {
  path: string;
  /** the API lists the page shows: the collections that name the page (web/content/collections.json). */
  lists?: string[];
}

/**
 * publicPages lists every public route ("*" is the not-found page) with its data, for the
 * server (the render bundle's pages()) and the build (routes.json). The browser's bundle
 * leaves it out, and the collections' declarations with it.
 */
export function publicPages(tree: Route[] = publicRoutes, base = ''): PublicPage[] {
  return tree.flatMap((route) => {
    const path = route.index ? base || '/' : route.path === undefined ? base : joinPath(base, route.path);
    const lists = listsOfPage(path);
    const own = route.handle ? [{ path, ...(route.handle as PageData), ...(lists.length > 0 ? { lists } : {}) }] : [];
    return [...own, ...publicPages(route.children ?? [], path)];
  });
}
