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
// The German defaults, and where each page is in German (as /api/languages answers for a
// site with every German default published), for the German pages' renders.
const germanDir = join(defaultsDir, 'de');
const german = {};
for (const name of await readdir(germanDir)) {
  if (name.endsWith('.json')) german[name.slice(0, -5)] = JSON.parse(await readFile(join(germanDir, name), 'utf8'));
}
const pages = JSON.parse(ssr.pages()).filter((p) => p.path !== '*');
const languages = {
  languages: [
    { code: 'en', pages: Object.fromEntries(pages.map((p) => [p.path, p.path])), untranslated: [], missing: [], files: {} },
    {
      code: 'de',
      pages: Object.fromEntries(pages.map((p) => [p.path, p.path === '/' ? '/de' : `/de/${german[p.content].seo.slug}`])),
      untranslated: [],
      missing: [],
      files: { '/api/research-paper': '/de/api/research-paper', '/legal/privacy-policy.pdf': '/de/legal/privacy-policy.pdf' },
    },
  ],
};
const lists = JSON.parse(await readFile(join(web, '..', 'internal', 'render', 'testdata', 'lists.json'), 'utf8'));

// The German site document as the server answers it: with the facts of the English one,
// which are written once for every language (internal/content ShareFacts; the German
// defaults hold none of their own).
const { facts, ...germanSite } = german.site;
if (facts !== undefined) throw new Error('the German site document holds facts: they are the English one’s');
german.site = Object.fromEntries(Object.entries(germanSite).flatMap(([k, v]) => (k === 'contact' ? [[k, v], ['facts', content.site.facts]] : [[k, v]])));

// The page's data object as the server builds it: the site document, the page's own, its
// lists, and where each page is in every language; a German page's documents in German.
const dataOf = (keys, listPaths, locale = 'en') => {
  const docs = locale === 'de' ? german : content;
  const suffix = locale === 'de' ? '?locale=de' : '';
  return JSON.stringify(
    Object.fromEntries([
      [`/api/content/site${suffix}`, docs.site],
      ...keys.map((key) => [`/api/content/${key}${suffix}`, docs[key]]),
      ...listPaths.map((p) => [p, lists[p]]),
      ['/api/languages', languages],
    ]),
  );
};

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });
const cases = JSON.parse(ssr.pages()).map((p) => ({
  name: p.path === '/' ? 'home' : p.path === '*' ? 'not-found' : p.path.slice(1),
  url: p.path === '*' ? '/404' : p.path,
  shell: false,
  data: dataOf([p.content, ...(p.also ?? [])], p.lists ?? []),
}));
for (const p of JSON.parse(ssr.pages())) {
  const url = p.path === '*' ? '/de/404' : languages.languages[1].pages[p.path];
  const name = p.path === '/' ? 'home' : p.path === '*' ? 'not-found' : p.path.slice(1);
  cases.push({ name: `de-${name}`, url, shell: false, data: dataOf([p.content, ...(p.also ?? [])], p.lists ?? [], 'de') });
}
cases.push({ name: 'shell', url: '/', shell: true, data: dataOf([], []) });
for (const c of cases) {
  const rendered = await ssr.render(c.url, c.data, c.shell).catch((err) => {
    throw new Error(`${c.name}: ${err.message}`);
  });
  await writeFile(join(out, `${c.name}.json`), JSON.stringify({ ...c, rendered }));
}
console.log(`reference renders: ${cases.length} pages in ${out}`);
