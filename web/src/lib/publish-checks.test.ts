import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import cases from '../../content/testdata/publish-checks.json';
import { blocks, checkDocument, checkRecords, languageOfText, type CheckInput, type DeadLink, type Problem, type RenderedPage } from './publish-checks';

// The cases the Go tests run too (internal/site/checks_test.go), through the render bundle.

/** documentOf is a case's body: the shipped default document with the case's values set (null removes one). */
function documentOf(base: string, set: Record<string, unknown> = {}): unknown {
  const doc = JSON.parse(readFileSync(new URL(`../../content/defaults/${base}.json`, import.meta.url), 'utf8')) as unknown;
  for (const [pointer, value] of Object.entries(set)) {
    const tokens = pointer.split('/').slice(1);
    let parent = doc as Record<string, unknown>;
    for (const t of tokens.slice(0, -1)) parent = parent[t] as Record<string, unknown>;
    const last = tokens[tokens.length - 1];
    if (value === null) delete parent[last];
    else parent[last] = value;
  }
  return doc;
}

const essentials = (f: { path: string; severity: string; rule: string; id?: number }) => ({
  ...(f.id !== undefined ? { id: f.id } : {}),
  path: f.path,
  severity: f.severity,
  rule: f.rule,
});

describe('the publish checks of a document', () => {
  for (const c of cases.documents) {
    test(c.name, () => {
      const input: CheckInput = {
        key: c.key,
        locale: c.locale,
        body: documentOf(c.base, (c as { set?: Record<string, unknown> }).set),
        paths: (c as { paths?: Record<string, boolean> }).paths,
        deadLinks: (c as { deadLinks?: DeadLink[] }).deadLinks,
        secureLinks: (c as { secureLinks?: string[] }).secureLinks,
        pages: (c as { pages?: RenderedPage[] }).pages,
        invalid: (c as { invalid?: Problem[] }).invalid,
        renderFailures: (c as { renderFailures?: Problem[] }).renderFailures,
        site: documentOf('site'),
      };
      expect(checkDocument(input).map(essentials)).toEqual(c.findings);
    });
  }
});

describe('the publish checks of records', () => {
  for (const c of cases.records) {
    test(c.name, () => {
      expect(checkRecords(c.collection, c.records, (c as { team?: { portraitAlt: string } }).team).map(essentials)).toEqual(c.findings);
    });
  }
});

test('the language of a text is guessed from its common words, and not for a short text or a list of names', () => {
  for (const c of cases.language) expect(languageOfText(c.text), c.text).toBe(c.language);
});

test('an SEO text is measured as search results show it, with the slots of the site filled', () => {
  const description = '{facts.study.patients} '.repeat(8).trim(); // 23 characters a slot, 3 once filled ("133")
  const body = documentOf('home', { '/seo/description': description });
  const site = documentOf('site');
  expect(checkDocument({ key: 'home', locale: 'en', body, site }).filter((f) => f.rule === 'seoDescriptionLong')).toEqual([]);
  const long = documentOf('home', { '/seo/description': `${'x'.repeat(150)} {facts.totalSupply}` }); // 150 + 1 + 10 (50,000,000)
  expect(checkDocument({ key: 'home', locale: 'en', body: long, site }).map((f) => f.rule)).toEqual(['seoDescriptionLong']);
});

test('findings tell the editor what to do, with the numbers filled in, and only errors block', () => {
  const findings = checkDocument({ key: 'home', locale: 'en', body: documentOf('home', { '/seo/title': 'x'.repeat(70) }), site: documentOf('site') });
  expect(findings).toEqual([
    {
      path: '/seo/title',
      severity: 'warning',
      rule: 'seoTitleLong',
      message: 'The title is 70 characters; search engines show about 60. Shorten it so the end is not cut off.',
    },
  ]);
  expect(blocks(findings)).toBe(false);
  expect(blocks(checkDocument({ key: 'terms', locale: 'en', body: documentOf('terms', { '/sections': [] }) }))).toBe(true);
});
