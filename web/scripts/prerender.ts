// Writes the prerendered pages after `vite build`: for each public route without API data,
// dist/<route>/index.html with the page's HTML, title and description; dist/index.html is
// the home page; dist/shell.html is the layout around an empty page for the client-rendered
// paths; dist/routes.json lists those client routes for the server.
//
// This file is bundled by a Vite SSR build (see package.json "build") and run with node.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { renderRoute, renderShell } from '../src/app/entry-server';
import { clientRoutes, metaFor, prerenderedRoutes, routeMeta } from '../src/content/route-meta';

const dist = resolve(process.argv[2] ?? 'dist');

/** Vite's manifest entry: a built file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// chunksOf lists a module's built file and the files it imports statically, leaving out
// those the page already loads.
function chunksOf(manifest: Record<string, ManifestChunk>, keys: string[], already: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((f) => !already.has(f)).map((f) => `/${f}`);
}

const routeModule = (route: string) => `src/app/routes/public/${route === '/' ? 'home' : route.slice(1)}.tsx`;
const queryLayoutModule = 'src/app/query-layout.tsx';

// A route's own chunk (and what it imports) is preloaded, so hydration does not wait on a
// second round trip after the main bundle.
function modulePreloads(manifest: Record<string, ManifestChunk>, route: string, already: Set<string>): string {
  const key = routeModule(route);
  if (!manifest[key]?.isDynamicEntry) return '';
  return chunksOf(manifest, [key, ...(route === '/download-site' ? [queryLayoutModule] : [])], already)
    .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
    .join('');
}

async function main() {
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) throw new Error('dist/index.html lacks the <!--app-html--> marker');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const inShell = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));

  for (const route of prerenderedRoutes) {
    const html = await renderRoute(route);
    const meta = metaFor(route);
    const page = template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
      .replace('</head>', `${modulePreloads(manifest, route, inShell)}</head>`)
      .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-route="${route}">${html}</div>`);
    if (page.includes('<!--app-html-->')) throw new Error(`the root element of dist/index.html changed; cannot place ${route}`);
    const out = route === '/' ? join(dist, 'index.html') : join(dist, route.slice(1), 'index.html');
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, page);
    console.log(`prerendered ${route.padEnd(16)} ${(page.length / 1024).toFixed(1)} KiB`);
  }

  // shell.html: the layout with an empty page, for the paths the browser renders (see
  // routes.json); unlike index.html it shows no home-page content before the app starts.
  const shell = template
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-route="">${await renderShell()}</div>`);
  await writeFile(join(dist, 'shell.html'), shell);

  // The server gives each client route the shell with that route's own title and description.
  const meta = Object.fromEntries(clientRoutes.filter((r) => r in routeMeta).map((r) => [r, routeMeta[r]]));
  // For each client-rendered public route, the chunks it needs beyond the shell's: a server
  // may announce them with <link rel="modulepreload"> so they load alongside the main bundle.
  const preload = Object.fromEntries(
    clientRoutes
      .filter((route) => manifest[routeModule(route)])
      .map((route) => [route, chunksOf(manifest, [queryLayoutModule, routeModule(route)], inShell)]),
  );
  await writeFile(join(dist, 'routes.json'), `${JSON.stringify({ spa: clientRoutes, meta, preload }, null, 2)}\n`);
  // The manifest was only needed here; it must not ship inside the binary.
  await rm(join(dist, '.vite'), { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
