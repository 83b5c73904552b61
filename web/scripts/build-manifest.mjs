// Runs after both Vite builds: writes ssr/pages.json, the render bundle's page list (the
// server reads it there, so it knows its pages without compiling the bundle at start), and
// dist/routes.json, the chunks each public page needs beyond the first script (src/app/boot.ts):
// the app's and the page's own, which the server names in the page (<meta name="qrs-chunks">)
// so that the first script loads them side by side instead of one after the other, then deletes Vite's manifest, which
// must not ship inside the binary. The page list comes from the render bundle itself
// (qrsSSR.pages()), so it is never written twice. It also puts the stylesheet into the
// template's head as a <style> element (the CSP allows inline styles): a page then paints
// as soon as its HTML has arrived, instead of after a second round trip for the CSS file,
// which every page needs in full anyway (one Tailwind sheet, 11 KB compressed).
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';

const dist = resolve(process.argv[2] ?? 'dist');
const bundle = resolve(process.argv[3] ?? 'ssr/render.js');

runInThisContext(await readFile(bundle, 'utf8'), { filename: bundle });
const pageList = globalThis.qrsSSR.pages();
const pages = JSON.parse(pageList);
await writeFile(join(dirname(bundle), 'pages.json'), pageList);

const manifestPath = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
let template = await readFile(join(dist, 'index.html'), 'utf8');
if (!template.includes('<div id="root"><!--app-html--></div>')) throw new Error('dist/index.html lacks <div id="root"><!--app-html--></div>');

// The one stylesheet Vite links, inlined. Its url()s are absolute (/assets/…), so they
// resolve the same from any page; a sheet with "</style" in it would end the element early.
const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g)];
if (stylesheets.length !== 1) throw new Error(`dist/index.html links ${stylesheets.length} stylesheets; expected one`);
const [link, cssFile] = stylesheets[0];
const css = (await readFile(join(dist, cssFile), 'utf8')).trim();
if (/<\/style/i.test(css)) throw new Error(`${cssFile} contains "</style"`);
if (/url\(\s*['"]?(?!\/|data:|#)/.test(css)) throw new Error(`${cssFile} has a relative url(), which would not resolve from every page`);
template = template.replace(link, () => `<style>${css}</style>`);
await writeFile(join(dist, 'index.html'), template);
// The build makes one sheet (cssCodeSplit: false), which no chunk names among the files to
// load before itself (a chunk that did would fetch it again); the file can go.
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js') && (await readFile(join(dist, chunk.file), 'utf8')).includes(cssFile)) {
    throw new Error(`${chunk.file} loads ${cssFile}, which every page has inline`);
  }
}
await unlink(join(dist, cssFile));
const inShell = new Set([...template.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));

// chunksOf lists modules' built files and the files they import statically, leaving out
// those the page already loads.
function chunksOf(keys) {
  const files = new Set();
  const visit = (k) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((f) => !inShell.has(f)).map((f) => `/${f}`);
}

const routeModule = (path) =>
  `src/app/routes/public/${path === '/' ? 'home' : path === '*' ? 'not-found' : path.slice(1)}.tsx`;

const preload = {};
for (const page of pages) {
  preload[page.path] = chunksOf(['src/app/entry-client.tsx', routeModule(page.path)]);
}
await writeFile(join(dist, 'routes.json'), `${JSON.stringify({ preload }, null, 2)}\n`);
await rm(join(dist, '.vite'), { recursive: true, force: true });
console.log(`routes.json: ${pages.length} pages`);
