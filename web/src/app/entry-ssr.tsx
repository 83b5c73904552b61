// The render bundle the Go server runs (web/ssr/render.js, built by `vite build --ssr`):
// one script for goja, a JavaScript engine without a DOM, Node built-ins, Intl or module
// loader. It assigns globalThis.qrsSSR; the server calls pages() once and render() for
// each page whose content or records changed. See internal/render.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Spinner } from '@/components/ui/spinner';
import { seedContactForm } from '@/lib/contact-form-state';
import { loadRoutes, Routes, StaticRouter, type Route } from '@/lib/router';
import { routeContentKey } from '@/lib/route-content';
import { DEFAULT_LANGUAGE, languageOfPath, pageLanguage, setPageLanguage } from '@/lib/languages';
import { peekContent, resetContent, seedContent } from '@/lib/site-content';
import { checkDocument, checkRecords, type CheckInput } from '@/lib/publish-checks';
import { RootLayout } from './root-layout';
import { publicPages } from './public-pages';
import { publicRoutesIn } from './routes';

/** Rendered is one page as the server embeds it. */
interface Rendered {
  html: string; // the inside of <div id="root">
  status: number; // 200, or 404 for the not-found page
  title: string;
  description: string;
}

// The shell: the layout around a spinner, for the paths the browser renders itself (the
// admin panel). The browser replaces it as soon as the app starts.
const shellRoutes: Route[] = [
  { path: '/', Component: RootLayout, children: [{ path: '*', Component: () => <Spinner label="Loading..." className="min-h-[60vh]" /> }] },
];

// A component loaded with React.lazy suspends on its first render; renderToString has no
// way to wait, so the render is tried again once the code has resolved (in this bundle a
// lazy import is a resolved promise). Later renders find the code loaded.
const maxAttempts = 5;

async function renderTree(url: string, tree: Route[], shell: boolean): Promise<{ html: string; status: number }> {
  // A route that failed to load is an error for the server to report (it keeps the last
  // good page), not a page to publish.
  const matched = await loadRoutes(tree, new URL(url, 'http://localhost').pathname);
  const status = !shell && (matched === null || matched[matched.length - 1].path === '*') ? 404 : 200;
  for (let attempt = 1; ; attempt++) {
    try {
      const html = renderToString(
        <StrictMode>
          <StaticRouter location={url}>
            <Routes routes={tree} />
          </StaticRouter>
        </StrictMode>,
      );
      return { html, status };
    } catch (err) {
      // React's "suspended while responding to synchronous input" (#426); any other error is final.
      if (attempt >= maxAttempts || !String(err).includes('426')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

/**
 * render renders url with data, the page's embedded data: `{"<api path>": value}` holding
 * the site-wide and the page's content documents and the lists it shows. It answers the
 * page as JSON (see Rendered); the shell when shell is true.
 */
async function render(url: string, dataJSON: string, shell = false): Promise<string> {
  const data = JSON.parse(dataJSON) as Record<string, unknown>;
  setPageLanguage(shell ? DEFAULT_LANGUAGE : languageOfPath(new URL(url, 'http://localhost').pathname));
  resetContent();
  seedContent(data);
  seedContactForm(data);
  const { html, status } = await renderTree(url, shell ? shellRoutes : publicRoutesIn(pageLanguage()), shell);
  const key = status === 404 ? 'not-found' : routeContentKey(new URL(url, 'http://localhost').pathname);
  // The document as the page showed it: in the page's language, or the default one's for want of it.
  const seo = (peekContent(key) as { seo?: { title: string; description: string } } | undefined)?.seo;
  const rendered: Rendered = { html, status, title: seo?.title ?? '', description: seo?.description ?? '' };
  return JSON.stringify(rendered);
}

/** pages answers the public routes as JSON: [{path, content, lists}]; "*" is the not-found page. */
function pages(): string {
  return JSON.stringify(publicPages());
}

/**
 * check answers the publish checks of a draft (the JSON of a CheckInput) as the JSON of its
 * findings: the server runs the editor's own rules (lib/publish-checks.ts), with what it
 * alone knows filled in.
 */
function check(inputJSON: string): string {
  return JSON.stringify(checkDocument(JSON.parse(inputJSON) as CheckInput));
}

/** checkPhotos answers the findings of records' pictures: {collection, records, team} in, findings with ids out. */
function checkPhotos(inputJSON: string): string {
  const input = JSON.parse(inputJSON) as { collection: string; records: Record<string, unknown>[]; team?: { portraitAlt?: string } };
  return JSON.stringify(checkRecords(input.collection, input.records, input.team));
}

(globalThis as unknown as { qrsSSR: unknown }).qrsSSR = { render, pages, check, checkPhotos };
