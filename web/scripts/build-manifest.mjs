// Runs after both Vite builds: writes ssr/pages.json, the render bundle's page list (the
// server reads it there, so it knows its pages without compiling the bundle at start), and
// dist/routes.json, the chunks each public page needs beyond the first script (src/app/boot.ts):
// the app's and the page's own, which the server names in the page (<meta name="qrs-chunks">)
// so that the first script loads them side by side instead of one after the other, then deletes Vite's manifest, which
// must not ship inside the binary. The page list comes from the render bundle itself
// (qrsSSR.pages()), so it is never written twice. It also puts the stylesheet into the
// template's head as a <style> element (the CSP allows inline styles): a page then paints
// as soon as its HTML has arrived, instead of after a second round trip for the CSS file.
// That sheet holds the classes of the modules the public site can load, not the admin
// panel's: the panel links the whole app's sheet, which Vite built, before it renders
// (<meta name="qrs-panel-css">).
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
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

// The one stylesheet Vite links: the whole app's, which stays a file for the admin panel.
const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)">/g)];
if (stylesheets.length !== 1) throw new Error(`dist/index.html links ${stylesheets.length} stylesheets; expected one`);
const [link, cssFile] = stylesheets[0];
// The build makes one sheet (cssCodeSplit: false), which no chunk names among the files to
// load before itself (a chunk that did would fetch it on public pages too).
for (const chunk of Object.values(manifest)) {
  if (chunk.file.endsWith('.js') && (await readFile(join(dist, chunk.file), 'utf8')).includes(cssFile)) {
    throw new Error(`${chunk.file} loads ${cssFile}, which only the admin panel links`);
  }
}

// The modules the public site can load: every chunk reached from the first script by its
// imports, static or dynamic, except through the admin panel's entry (src/app/admin-app.tsx).
const sourceDir = resolve('src');
const panelEntry = join(sourceDir, 'app', 'admin-app.tsx');
const chunks = JSON.parse(await readFile(join(dist, '.vite', 'chunks.json'), 'utf8'));
const firstChunk = Object.keys(chunks).find((file) => chunks[file].modules.includes(join(sourceDir, 'app', 'boot.ts')));
if (!firstChunk) throw new Error('no chunk of src/app/boot.ts in the build');
if (!Object.values(chunks).some((c) => c.entry === panelEntry)) throw new Error('the admin panel is not a chunk of its own');
const publicChunks = new Set();
const reach = (file) => {
  if (publicChunks.has(file) || !chunks[file] || chunks[file].entry === panelEntry) return;
  publicChunks.add(file);
  [...chunks[file].imports, ...chunks[file].dynamicImports].forEach(reach);
};
reach(firstChunk);
// With them, the modules of the render bundle, which renders the same pages on the server
// (and the admin panel's shell while the panel loads).
const ssrChunksFile = join(dirname(bundle), '.vite', 'chunks.json');
const ssrChunks = JSON.parse(await readFile(ssrChunksFile, 'utf8'));
await rm(dirname(ssrChunksFile), { recursive: true, force: true });
const publicModules = new Set();
for (const { modules } of [...[...publicChunks].map((file) => chunks[file]), ...Object.values(ssrChunks)]) {
  for (const id of modules) {
    const path = id.replace(/[?#].*$/, '');
    if (path.startsWith(sourceDir + sep) && /\.(tsx?|css)$/.test(path)) publicModules.add(path);
  }
}

// The public sheet: src/index.css built by Tailwind from the classes of those modules only,
// minified as Tailwind's Vite plugin does.
const input = await readFile(join(sourceDir, 'index.css'), 'utf8');
const compiler = await compile(input, { base: sourceDir, onDependency() {} });
if (compiler.sources.length > 0) throw new Error('src/index.css names @source folders, which the public sheet does not scan');
const modules = await Promise.all([...publicModules].map(async (file) => ({ content: await readFile(file, 'utf8'), extension: extname(file).slice(1) })));
const candidates = new Scanner({}).scanFiles(modules);
const css = optimize(compiler.build(candidates), { minify: true }).code.trim();
if (/<\/style/i.test(css)) throw new Error('the public stylesheet contains "</style"');
if (/url\(/.test(css)) throw new Error('the public stylesheet has a url(), which Vite would have rewritten: build it through Vite');
template = template.replace(link, () => `<style>${css}</style><meta name="qrs-panel-css" content="/${cssFile}">`);
await writeFile(join(dist, 'index.html'), template);
const fullSize = (await readFile(join(dist, cssFile))).length;
if (process.env.QRS_PUBLIC_CHUNKS) console.log([...publicChunks].sort().join('\n'));
console.log(`stylesheets: public ${css.length} bytes inline (${publicModules.size} modules), the panel's ${fullSize} bytes`);
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
