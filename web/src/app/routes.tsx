import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminRoutes } from './routes/admin/admin-routes';
import { RootLayout } from './root-layout';
import { Component as HomeRoute } from './routes/public/home';
import { Component as NotFoundRoute } from './routes/public/not-found';

type RouteModule = { Component: ComponentType };

// The home page ships in the main bundle (it is the landing page); every other page is its
// own chunk, loaded when visited.
const lazyPage = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).Component });

// Pages that read the API sit under this lazy layout, which brings the query cache.
const withQueryCache = (children: RouteObject[]): RouteObject => ({
  lazy: lazyPage(() => import('./query-layout')),
  children,
});

/** routes are all routes of the site: the public pages in the shared layout, then the admin's own. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'research', lazy: lazyPage(() => import('./routes/public/research')) },
      { path: 'space-research', lazy: lazyPage(() => import('./routes/public/space-research')) },
      { path: 'qrs-coin', lazy: lazyPage(() => import('./routes/public/qrs-coin')) },
      { path: 'whitepaper', lazy: lazyPage(() => import('./routes/public/whitepaper')) },
      { path: 'legal', lazy: lazyPage(() => import('./routes/public/legal')) },
      { path: 'privacy', lazy: lazyPage(() => import('./routes/public/privacy')) },
      { path: 'terms', lazy: lazyPage(() => import('./routes/public/terms')) },
      withQueryCache([
        { path: 'research-papers', lazy: lazyPage(() => import('./routes/public/research-papers')) },
        { path: 'downloads', lazy: lazyPage(() => import('./routes/public/downloads')) },
        { path: 'gallery', lazy: lazyPage(() => import('./routes/public/gallery')) },
        { path: 'team', lazy: lazyPage(() => import('./routes/public/team')) },
        { path: 'global-partners', lazy: lazyPage(() => import('./routes/public/global-partners')) },
        { path: 'download-site', lazy: lazyPage(() => import('./routes/public/download-site')) },
      ]),
      { path: '*', Component: NotFoundRoute },
    ],
  },
  withQueryCache(adminRoutes),
];
