import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './routes';

/**
 * renderRoute renders one public route to HTML at build time. It renders twice: the first
 * pass loads every lazy part, so the second pass suspends nowhere and React writes plain
 * HTML, without the inline scripts that reveal streamed parts (the CSP forbids them).
 */
export async function renderRoute(path: string): Promise<string> {
  await renderOnce(path);
  const html = await renderOnce(path);
  if (/<script|<template/i.test(html)) throw new Error(`${path}: the prerendered HTML still holds streaming scripts`);
  return html;
}

async function renderOnce(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
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
