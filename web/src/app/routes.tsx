import type { ComponentType } from 'react';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { homeOf, pathIn } from '@/lib/site-languages';
import { ensureContent } from '@/lib/site-content';
import type { ContentKey } from '@/content/schema';
import type { Route } from '@/lib/router';
import { RootLayout } from './root-layout';
import { Component as HomeRoute } from './routes/public/home';
import { Component as NotFoundRoute } from './routes/public/not-found';

type RouteModule = { Component: ComponentType };

/**
 * PageData is what a public page shows besides its code: its content documents. The server
 * renders the page from exactly these, the site-wide document and the API lists the
 * collections declare for the page, and embeds them for the browser; see public-pages.ts.
 */
export interface PageData {
  content: ContentKey;
  /** also names the other documents the page shows (the home page's research network, the whitepaper's tokenomics). */
  also?: ContentKey[];
}

// A page's code and its content document load together when the page is visited; the
// server's HTML already carries both, so the first page needs no request for them.
const page = (data: PageData, load?: () => Promise<RouteModule>): Pick<Route, 'lazy' | 'handle'> => ({
  handle: data,
  lazy: async () => {
    const [module] = await Promise.all([load?.(), ensureContent([data.content, ...(data.also ?? [])])]);
    return module ? { Component: module.Component } : {};
  },
});

/**
 * publicRoutes are the public site: every page in the shared layout. The browser, the
 * server's renderer and the route list the server reads (publicPages) all come from here.
 */
export const publicRoutes: Route[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      // The home page ships in the main bundle (it is the landing page); every other page
      // is its own chunk.
      { index: true, Component: HomeRoute, ...page({ content: 'home', also: ['research'] }) },
      { path: 'research', ...page({ content: 'research' }, () => import('./routes/public/research')) },
      { path: 'space-research', ...page({ content: 'space-research' }, () => import('./routes/public/space-research')) },
      { path: 'qrs-coin', ...page({ content: 'qrs-coin' }, () => import('./routes/public/qrs-coin')) },
      { path: 'whitepaper', ...page({ content: 'whitepaper', also: ['qrs-coin'] }, () => import('./routes/public/whitepaper')) },
      { path: 'legal', ...page({ content: 'legal' }, () => import('./routes/public/legal')) },
      { path: 'privacy', ...page({ content: 'privacy' }, () => import('./routes/public/privacy')) },
      { path: 'terms', ...page({ content: 'terms' }, () => import('./routes/public/terms')) },
      // The data pages read their lists from the page's embedded data (usePageRecords).
      { path: 'research-papers', ...page({ content: 'research-papers' }, () => import('./routes/public/research-papers')) },
      { path: 'downloads', ...page({ content: 'downloads' }, () => import('./routes/public/downloads')) },
      { path: 'gallery', ...page({ content: 'gallery' }, () => import('./routes/public/gallery')) },
      { path: 'team', ...page({ content: 'team' }, () => import('./routes/public/team')) },
      { path: 'global-partners', ...page({ content: 'global-partners' }, () => import('./routes/public/global-partners')) },
      { path: 'download-site', ...page({ content: 'download-site' }, () => import('./routes/public/download-site')) },
      { path: '*', Component: NotFoundRoute, ...page({ content: 'not-found' }) },
    ],
  },
];

/**
 * publicRoutesIn answers the public site in a language: publicRoutes at that language's
 * paths (/de, /de/forschung…, as the server answers them at /api/languages), its not-found
 * page for every other path under its prefix.
 */
export function publicRoutesIn(code: string): Route[] {
  if (code === DEFAULT_LANGUAGE) return publicRoutes;
  const home = homeOf(code);
  const relocate = (tree: Route[]): Route[] =>
    tree.map((route): Route => {
      if (route.index) return { ...route };
      const children = route.children && relocate(route.children);
      if (route.path === undefined || route.path === '*') return { ...route, children };
      const target = pathIn(joinPath('/', route.path), code) ?? `${home}/${route.path}`;
      return { ...route, path: target.slice(home.length + 1), children };
    });
  return publicRoutes.map((root): Route => ({ ...root, index: false, path: home, children: relocate(root.children ?? []) }));
}

// The catch-all "*" stays "*": it names the not-found page, not a path under base.
export const joinPath = (base: string, path: string) =>
  path === '*' || path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;
