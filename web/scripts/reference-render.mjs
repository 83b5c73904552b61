// Renders every public page and the shell in Node from the same render bundle the server
// runs in goja, with the default content (web/content/defaults) and the records of
// internal/render/testdata/lists.json, and writes each input and its HTML to
// node_modules/.cache/qrs-reference/. internal/render's tests render the same inputs in
// goja and require byte-identical HTML: Node is the reference, never a run-time need.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runInThisContext } from 'node:vm';

const web = resolve(import.meta.dirname, '..');
const bundle = join(web, 'ssr', 'render.js');
const out = join(web, 'node_modules', '.cache', 'qrs-reference');

runInThisContext(await readFile(bundle, 'utf8'), { filename: bundle });
const ssr = globalThis.qrsSSR;

const defaultsDir = join(web, 'content', 'defaults');
const content = {};
for (const name of await readdir(defaultsDir)) {
  if (name.endsWith('.json')) content[name.slice(0, -5)] = JSON.parse(await readFile(join(defaultsDir, name), 'utf8'));
}
const lists = JSON.parse(await readFile(join(web, '..', 'internal', 'render', 'testdata', 'lists.json'), 'utf8'));

// The page's data object as the server builds it: the site document, the page's own, its lists.
const dataOf = (keys, listPaths) =>
  JSON.stringify(
    Object.fromEntries([
      ['/api/content/site', content.site],
      ...keys.map((key) => [`/api/content/${key}`, content[key]]),
      ...listPaths.map((p) => [p, lists[p]]),
    ]),
  );

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const cases = JSON.parse(ssr.pages()).map((p) => ({
  name: p.path === '/' ? 'home' : p.path === '*' ? 'not-found' : p.path.slice(1),
  url: p.path === '*' ? '/404' : p.path,
  shell: false,
  data: dataOf([p.content, ...(p.also ?? [])], p.lists ?? []),
}));
cases.push({ name: 'shell', url: '/', shell: true, data: dataOf([], []) });
for (const c of cases) {
  const rendered = await ssr.render(c.url, c.data, c.shell).catch((err) => {
    throw new Error(`${c.name}: ${err.message}`);
  });
  await writeFile(join(out, `${c.name}.json`), JSON.stringify({ ...c, rendered }));
}
console.log(`reference renders: ${cases.length} pages in ${out}`);
