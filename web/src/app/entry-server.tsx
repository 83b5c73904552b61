import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { RootLayout } from './root-layout';
import { routes } from './routes';

// The shell: the layout around an empty page, for paths rendered in the browser (the data
// pages, the admin, unknown paths). The browser replaces it as soon as the app starts.
const shellRoutes: RouteObject[] = [
  { path: '/', Component: RootLayout, children: [{ path: '*', Component: () => <Spinner label="Loading..." className="min-h-[60vh]" /> }] },
];

/** renderShell renders the shell page (see above). */
export async function renderShell(): Promise<string> {
  return renderOnce('/', shellRoutes);
}

/**
 * renderRoute renders one public route to HTML at build time. It renders twice: the first
 * pass loads every lazy part, so the second pass suspends nowhere and React writes plain
 * HTML, without the inline scripts that reveal streamed parts (the CSP forbids them).
 */
export async function renderRoute(path: string): Promise<string> {
  await renderOnce(path, routes);
  const html = await renderOnce(path, routes);
  if (/<script|<template/i.test(html)) throw new Error(`${path}: the prerendered HTML still holds streaming scripts`);
  return html;
}

async function renderOnce(path: string, routeTree: RouteObject[]): Promise<string> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {/* No inline hydration script: the CSP forbids inline scripts, and no route has loader data. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
