import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { handOverInput } from '@/lib/early-input';
import { beginHydration } from '@/components/layout/static-island';
import { seedContactForm } from '@/lib/contact-form-state';
import { BrowserRouter, loadRoutes } from '@/lib/router';
import { readSeedData } from '@/lib/seed-data';
import { ensureContent, seedContent } from '@/lib/site-content';
import { languageOfPath, pageLanguage, setPageLanguage } from '@/lib/languages';
import { ensureLanguages } from '@/lib/site-languages';
import { isAdminPath } from './routes/admin/admin-paths';
import { publicRoutesIn } from './routes';
import '../index.css';

// The page's embedded data (#qrs-data) holds the content documents and the lists it was
// rendered from (seedContent keeps both); the admin panel's query cache, seeded from the same
// script, comes with the panel: see app-query-client.ts.

// Paths the public site's router leaves to the server: the admin panel's, the API's and
// files (a name with an extension: PDFs, uploads, the site package).
const leavesTheSite = (pathname: string) => isAdminPath(pathname) || pathname.startsWith('/api/') || /\.\w+$/.test(pathname);

// yieldToBrowser ends the current task: the browser may paint or answer input before the next
// step, so starting the app makes no single long task (the code's evaluation, reading the
// page's data, the hydration's first slice).
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// linkPanelStylesheet links the whole app's stylesheet, which the admin panel needs: a page
// has inline only the public site's classes (see scripts/build-manifest.mjs). It resolves
// once the sheet is loaded, or failed to, so the panel never shows unstyled; a page served
// by Vite's dev server has the sheet already, and no <meta name="qrs-panel-css">.
function linkPanelStylesheet(): Promise<void> {
  const href = document.querySelector<HTMLMetaElement>('meta[name="qrs-panel-css"]')?.content;
  if (!href?.startsWith('/assets/')) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

async function boot() {
  await yieldToBrowser();
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
  const container = document.getElementById('root')!;
  if (isAdminPath(window.location.pathname)) {
    // The admin panel is an app of its own, in its own chunks, with its own stylesheet.
    const [panel] = await Promise.all([import('./admin-app'), linkPanelStylesheet()]);
    await panel.startAdmin(container);
    return;
  }
  const routes = publicRoutesIn(pageLanguage());
  // Load the code of the routes the current URL matches before the first render, so
  // hydration finds exactly the tree the prerender wrote.
  await loadRoutes(routes, window.location.pathname);
  // Framed by the content editor's live preview (?qrs-preview, lib/live-preview.ts), the page shows the editor's text.
  if (window.parent !== window && window.location.search.includes('qrs-preview')) {
    (await import('@/features/live-preview/preview-frame')).startPreview(container, () => <BrowserRouter routes={routes} leave={leavesTheSite} />);
    return;
  }
  const app = (
    <StrictMode>
      <BrowserRouter routes={routes} leave={leavesTheSite} />
    </StrictMode>
  );
  // The server rendered this URL's page (data-route names it, "*" for the not-found page);
  // a page served without it got the shell (data-route=""), which is rendered afresh.
  if (container.dataset.route) {
    await yieldToBrowser();
    beginHydration();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page: a visitor's tap or scroll is answered
    // meanwhile (React replays events on parts not hydrated yet).
    handOverInput();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void boot();
