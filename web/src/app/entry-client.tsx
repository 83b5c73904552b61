import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beginHydration } from '@/components/layout/static-island';
import { seedContactForm } from '@/lib/contact-form-state';
import { readSeedData } from '@/lib/seed-data';
import { ensureContent, seedContent } from '@/lib/site-content';
import { languageOfPath, pageLanguage, setPageLanguage } from '@/lib/languages';
import { ensureLanguages } from '@/lib/site-languages';
import { routesIn } from './routes';
import '../index.css';

// The page's embedded data (#qrs-data) holds the content documents it was rendered from;
// the query cache, seeded from the same script, comes with the lazy layout of the data
// pages: see app-query-client.ts.

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

async function boot() {
  const data = readSeedData(document);
  // A page load shows one language, its address's; the switcher loads the other anew.
  setPageLanguage(languageOfPath(window.location.pathname));
  seedContent(data);
  seedContactForm(data);
  // Every page shows the site-wide document (header, footer) and knows where each page is
  // in every language; the shell of the admin panel carries them too, so this fetches
  // only on a page served without its data.
  await ensureLanguages();
  await ensureContent(['site']);
  const routes = routesIn(pageLanguage());
  await resolveLazyRoutes(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  // The server rendered this URL's page (data-route names it, "*" for the not-found page);
  // the admin panel's paths got the shell (data-route=""), which is rendered afresh.
  if (container.dataset.route) {
    beginHydration();
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void boot();
