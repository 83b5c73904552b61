import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { chromiumPath } from '../../../../../e2e/chromium';
import { buildDefines } from '../../../../../scripts/build-defines';

// The content form's browser tests run it in Chromium (the one the end-to-end tests use), as
// an editor would: typing, choosing, dragging with the keyboard. The harness page is bundled
// here and served to the browser from memory, under its own origin.

const web = fileURLToPath(new URL('../../../../../', import.meta.url));
const ORIGIN = 'http://content-form.test';

/** buildHarness bundles harness.tsx and the site's style sheet into one script and one style sheet. */
export async function buildHarness(): Promise<{ js: string; css: string }> {
  const entry = fileURLToPath(new URL('./harness.tsx', import.meta.url));
  const result = await build({
    configFile: false,
    root: web,
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': `${web}src` } },
    define: { ...buildDefines, 'process.env.NODE_ENV': JSON.stringify('development') },
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      cssCodeSplit: false,
      lib: { entry, formats: ['iife'], name: 'contentFormHarness', fileName: () => 'harness.js' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  let js = '';
  let css = '';
  for (const item of outputs.flatMap((o) => o.output)) {
    if (item.type === 'chunk') js += item.code;
    else if (item.fileName.endsWith('.css')) css += String(item.source);
  }
  return { js, css };
}

/** A 1×1 PNG: what the test server answers for any picture. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** HarnessPage is a browser tab showing the harness; uploads answer with uploadUrl. */
export interface HarnessPage {
  page: Page;
  uploads: string[];
}

/** launch starts Chromium. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * openHarness opens the harness in a new tab of width × 900 px. POST /api/upload/image answers
 * {url: "/uploads/<n>-<file name>"} as the server does, every picture is a white pixel, and
 * GET /api/content lists three documents with their pages, GET /api/languages no language but
 * the default's, GET /api/research-papers no download, GET /api/media an empty library, and
 * GET /api/upload/limits 10 MB for a picture and 25 MB for a PDF.
 */
export async function openHarness(browser: Browser, bundle: { js: string; css: string }, width = 1280): Promise<HarnessPage> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const uploads: string[] = [];
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Content form</title><link rel="stylesheet" href="/harness.css"></head><body><div id="root"></div><script src="/harness.js"></script></body></html>`,
      });
    }
    if (url.pathname === '/harness.js') return route.fulfill({ contentType: 'text/javascript', body: bundle.js });
    if (url.pathname === '/harness.css') return route.fulfill({ contentType: 'text/css', body: bundle.css });
    if (url.pathname === '/api/upload/image' && route.request().method() === 'POST') {
      const name = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? 'image.png';
      const uploaded = `/uploads/${uploads.length + 1}-${name}`;
      uploads.push(uploaded);
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ url: uploaded }) });
    }
    if (url.pathname === '/api/content' && route.request().method() === 'GET') {
      // The documents' pages, as the server lists them, for the link dialog of a rich text.
      const documents = [
        { key: 'home', pages: ['/'], pdfs: [] },
        { key: 'privacy', pages: ['/privacy'], pdfs: ['/legal/privacy-policy.pdf'] },
        { key: 'terms', pages: ['/terms'], pdfs: ['/legal/terms-of-service.pdf'] },
      ];
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(documents) });
    }
    // The link dialog's other lists: no language beside the default's, and no downloads.
    if (url.pathname === '/api/languages' && route.request().method() === 'GET') {
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ languages: [] }) });
    }
    if (url.pathname === '/api/upload/limits' && route.request().method() === 'GET') {
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ image: 10 << 20, pdf: 25 << 20 }) });
    }
    if ((url.pathname === '/api/research-papers' || url.pathname === '/api/media') && route.request().method() === 'GET') {
      return route.fulfill({ contentType: 'application/json', body: '[]' });
    }
    if (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/api/placeholder/')) {
      return route.fulfill({ contentType: 'image/png', body: PIXEL });
    }
    return route.fulfill({ status: 404, body: 'not found' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'formHarness' in window);
  return { page, uploads };
}
