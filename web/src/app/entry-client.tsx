import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beginHydration } from '@/components/layout/static-island';
import { routes } from './routes';
import '../index.css';

// The query cache (seeded from the page's embedded data) comes with the lazy layout of the
// data pages: see app-query-client.ts.

// Load the code of the lazy routes the current URL matches before the first render, so
// hydration finds exactly the tree the prerender wrote.
async function resolveLazyRoutes(all: RouteObject[]) {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

async function boot() {
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // The prerendered HTML names its route; any other path got the shell, which is rendered afresh.
  const prerendered = container.dataset.route;
  if (prerendered !== undefined && trimSlash(prerendered) === trimSlash(window.location.pathname)) {
    beginHydration();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void boot();
