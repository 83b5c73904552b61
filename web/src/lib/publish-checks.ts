import checks from '../../content/publish-checks.json';
import contentSchemaJSON from '../../content/schema.json?raw';
import { fillTemplate } from './fill-template';
import { isRichDoc, linkRuns, plainText } from './rich-text';
import { followRef } from './schema-ref';
import { fillSiteSlots } from './fill-template';
import { linkRules } from './site-rules';

// The publish checks: what the server answers before a publish or a schedule, and what the
// editor shows as the text is typed. This module is the one implementation: the editor
// imports it, and the server runs it in its render bundle (entry-ssr's check(), on goja),
// giving it what only the server knows (which paths of the site answer, the link checker's
// dead links, the rendered pages). The rules' numbers, severities and sentences are
// web/content/publish-checks.json; the cases both the Go and the web tests run are
// web/content/testdata/publish-checks.json.

/** Severity says whether a finding blocks the publish (error) or only shows (warning). */
export type Severity = 'error' | 'warning';

/** RuleName names a rule of publish-checks.json. */
export type RuleName = keyof typeof checks.rules;

/** Finding is one thing the checks found: where (a JSON pointer), how bad, and what to do. */
export interface Finding {
  path: string;
  severity: Severity;
  message: string;
  rule: RuleName;
}

/** DeadLink is an address the link checker could not open at its last run. */
export interface DeadLink {
  url: string;
  reason: string;
}

/** RenderedPage is a page as the server rendered it from the draft: its route and the inside of its root. */
export interface RenderedPage {
  route: string;
  html: string;
}

/** Problem is a refusal the server met before the checks: a field the schema refuses, a page that could not be rendered. */
export interface Problem {
  path: string;
  reason: string;
}

/**
 * CheckInput is a draft to check and what is known around it. A field the caller does not
 * know is left out, and its rule is not run: the editor knows no paths of the site and has
 * no rendered page, so internal links and the heading order are the server's to judge.
 */
export interface CheckInput {
  key: string;
  locale: string;
  body: unknown;
  /** paths are the site's answers for the internal links of the draft, by the link as written. */
  paths?: Record<string, boolean>;
  deadLinks?: DeadLink[];
  /** secureLinks are http: addresses of the draft whose https: twin answers. */
  secureLinks?: string[];
  pages?: RenderedPage[];
  invalid?: Problem[];
  renderFailures?: Problem[];
  /** site is the site document in the draft's language: its values fill the slots of the texts measured as a page shows them. */
  site?: unknown;
  /** libraryAlts are the media library's descriptions of its pictures in the draft's language, by address: a picture without words of its own is described by them. */
  libraryAlts?: Record<string, string>;
}

/** SEO_SHOWN are the lengths of a page's title and description that search results show. */
export const SEO_SHOWN = checks.seo;

/** finding words a rule's finding at path, its {slots} filled from values. */
export function finding(rule: RuleName, path: string, values: Record<string, string | number> = {}): Finding {
  const r = checks.rules[rule];
  const message = r.message.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
  return { path, severity: r.severity as Severity, message, rule };
}

/** blocks tells findings that stop a publish. */
export function blocks(findings: Finding[]): boolean {
  return findings.some((f) => f.severity === 'error');
}

/** JsonSchema is the part of a content schema's JSON Schema the checks read. */
interface JsonSchema {
  type?: string;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  /** anyOf is a rich text's two forms: a string, or a document (docs/rich-text.md). */
  anyOf?: JsonSchema[];
  /** $ref names a schema of the document's $defs ("#/$defs/RichProse"): the rich texts are written there once. */
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

// The documents' JSON Schemas, web/content/schema.json, which the server validates with:
// read on the first check, so that the server's page renderers, which run these checks
// only now and then, do not hold every document's schema from the start.
let schemas: Partial<Record<string, JsonSchema>> | undefined;

function schemaOf(key: string): JsonSchema | undefined {
  schemas ??= JSON.parse(contentSchemaJSON) as Record<string, JsonSchema>;
  return Object.hasOwn(schemas, key) ? schemas[key] : undefined;
}

/**
 * isLinkPattern tells a text that is a link or a picture's address, as the server's
 * contentschema.EachLink does: by the pattern schema.json gives it, the rule's own text.
 */
function isLinkPattern(p: string | undefined): boolean {
  return p !== undefined && (p === linkRules.pattern || p === linkRules.image.pattern || p.startsWith('^\\/'));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const escapeToken = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Text is a text of the document with its place and whether it is an address. A rich text
 * is read as its plain text, and each of its links as an address at the rich text's place,
 * with the words that link (linkText).
 */
interface Text {
  path: string;
  value: string;
  link: boolean;
  linkText?: string;
  /** repeated marks a link whose address the same text linked before: its address is checked once. */
  repeated?: boolean;
}

/** walk visits the objects and texts of a document by its schema, with their JSON pointers. */
function walk(
  schema: JsonSchema | undefined,
  value: unknown,
  path: string,
  onText: (t: Text) => void,
  onObject: (o: Record<string, unknown>, path: string, schema: JsonSchema) => void,
  defs: Record<string, JsonSchema> = {},
) {
  schema = followRef(schema, defs);
  if (!schema) return;
  if (schema.anyOf) {
    if (isRichDoc(value)) {
      onText({ path, value: plainText(value), link: false });
      // A link written twice in one text is one address to check.
      const seen = new Set<string>();
      for (const run of linkRuns(value)) {
        onText({ path, value: run.href, link: true, linkText: run.text, ...(seen.has(run.href) ? { repeated: true } : {}) });
        seen.add(run.href);
      }
    } else walk(schema.anyOf.find((s) => s.type === typeOf(value)), value, path, onText, onObject, defs);
  } else if (schema.type === 'string' && typeof value === 'string' && !schema.enum) {
    onText({ path, value, link: isLinkPattern(schema.pattern) });
  } else if (schema.type === 'array' && Array.isArray(value)) {
    value.forEach((item, i) => walk(schema.items, item, `${path}/${i}`, onText, onObject, defs));
  } else if (schema.type === 'object' && isRecord(value)) {
    onObject(value, path, schema);
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      walk(child, value[name], `${path}/${escapeToken(name)}`, onText, onObject, defs);
    }
  }
}

/** typeOf names a value's JSON Schema type. */
const typeOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v === 'object' ? 'object' : typeof v);

/** vagueWords are the link texts that say nothing out of context, in every language the checks know, as compared. */
const vagueWords = new Set(Object.values(checks.vagueLinkText).flat().map(comparable));

/**
 * comparable is a link text as the vague words are compared: lower case, words only. The
 * letters are those languageOfText reads: the server's engine knows no Unicode classes.
 */
function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9à-öø-ÿß]+/g, ' ')
    .trim();
}

/** valueAt answers the value at a JSON pointer of doc. */
function valueAt(doc: unknown, pointer: string): unknown {
  let v = doc;
  for (const token of pointer.split('/').slice(1)) {
    const name = token.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(v)) v = v[Number(name)];
    else if (isRecord(v)) v = v[name];
    else return undefined;
  }
  return v;
}

/** length counts characters as a reader does (a code point each). */
const length = (s: string) => [...s].length;

/**
 * checkDocument answers the findings of a content document's draft, in the order of the
 * document's fields, then those of its rendered pages.
 */
export function checkDocument(input: CheckInput): Finding[] {
  const out: Finding[] = [];
  const schema = schemaOf(input.key);
  const body = input.body;
  const dead = new Map((input.deadLinks ?? []).map((d) => [d.url, d.reason]));
  const secure = new Set(input.secureLinks ?? []);
  const texts: Text[] = [];
  const reason = (p: Problem) => p.reason.replace(/\.$/, '');
  for (const p of input.invalid ?? []) out.push(finding('schema', p.path, { reason: p.reason }));
  for (const p of input.renderFailures ?? []) out.push(finding('render', p.path, { reason: reason(p) }));

  // SEO first: it is at the top of every page's form. A document that only PDFs show (the
  // policies without a page) has none.
  if (schema?.properties?.seo && isRecord(body) && (schema.required?.includes('seo') || body.seo !== undefined)) {
    const seo = isRecord(body.seo) ? body.seo : {};
    // Measured as search results show them: the site's slots filled ({facts.study.patients}).
    const shown = (v: unknown) => (typeof v !== 'string' ? '' : input.site === undefined ? v.trim() : fillSiteSlots(v, input.site, input.locale).trim());
    const title = shown(seo.title);
    const description = shown(seo.description);
    if (title === '') out.push(finding('seoTitleMissing', '/seo/title'));
    else if (length(title) > checks.seo.titleMax) out.push(finding('seoTitleLong', '/seo/title', { length: length(title), max: checks.seo.titleMax }));
    if (description === '') out.push(finding('seoDescriptionMissing', '/seo/description'));
    else if (length(description) > checks.seo.descriptionMax)
      out.push(finding('seoDescriptionLong', '/seo/description', { length: length(description), max: checks.seo.descriptionMax }));
  }
  const required: Record<string, string[] | undefined> = checks.requiredSections;
  for (const pointer of required[input.key] ?? []) {
    if (isBlank(valueAt(body, pointer))) out.push(finding('emptySection', pointer));
  }

  walk(
    schema,
    body,
    '',
    (t) => texts.push(t),
    (o, path, s) => {
      // A picture is described by the imageAlt beside it (hasImage in the editor's form), or
      // else by the media library's words for it.
      if (s.properties?.image && s.properties.imageAlt && !isBlank(o.image) && isBlank(o.imageAlt) && isBlank(input.libraryAlts?.[String(o.image)])) {
        out.push(finding('imageAlt', `${path}/imageAlt`));
      }
    },
    schema?.$defs,
  );
  for (const t of texts) {
    // A screen reader's list of links reads each link's words alone (WCAG 2.4.4).
    if (t.linkText !== undefined && vagueWords.has(comparable(t.linkText))) out.push(finding('vagueLinkText', t.path, { text: t.linkText.trim() }));
    if (t.link && t.repeated) continue;
    if (t.link) {
      const link = t.value.trim();
      if (link.startsWith('/') && !link.startsWith('//') && input.paths?.[link] === false) out.push(finding('internalLink', t.path, { link }));
      if (dead.has(link)) out.push(finding('deadLink', t.path, { link, reason: dead.get(link)! }));
      if (/^http:\/\//i.test(link) && secure.has(link)) out.push(finding('insecureLink', t.path, { link, secure: link.replace(/^http:/i, 'https:') }));
    } else {
      const found = languageOfText(t.value);
      if (found && found !== input.locale && input.locale in checks.language.stopWords) {
        out.push(finding('language', t.path, { found: languageWord(found), expected: languageWord(input.locale) }));
      }
    }
  }
  for (const page of input.pages ?? []) out.push(...headingFindings(page.html, texts));
  // A rule's sentence says more than the schema's "Required" at the same place.
  const said = new Set(out.filter((f) => f.rule !== 'schema' && f.severity === 'error').map((f) => f.path));
  return out.filter((f) => f.rule !== 'schema' || !said.has(f.path));
}

const languageNames: Record<string, string | undefined> = checks.language.names;
const languageWord = (code: string) => languageNames[code] ?? code;

const stopWords = new Map<string, Set<string>>(Object.entries(checks.language.stopWords).map(([code, words]) => [code, new Set(words)]));

/**
 * languageOfText guesses the language of a text by counting the common short words of each
 * language the checks know (the, und…): a text of at least language.minWords words whose
 * count for one language is at least language.minHits and more than twice any other's reads
 * as that language; a shorter or mixed text, or a list of names, reads as none (null).
 */
export function languageOfText(text: string): string | null {
  const words = text
    .replace(/\{[^}]*\}/g, ' ')
    .toLowerCase()
    .match(/[a-zà-öø-ÿß]+/g);
  if (!words || words.length < checks.language.minWords) return null;
  const counts = [...stopWords].map(([code, set]) => ({ code, hits: words.filter((w) => set.has(w)).length }));
  counts.sort((a, b) => b.hits - a.hits);
  const [first, second] = counts;
  if (!first || first.hits < checks.language.minHits) return null;
  return first.hits > 2 * (second?.hits ?? 0) ? first.code : null;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** htmlText is the text of an HTML fragment: tags dropped, entities read, spaces collapsed. */
function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
      return entities[e.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * headingFindings reads the headings of a rendered page in order and finds each that goes
 * more than one level deeper than the one before it (an h2 followed by an h4), at the text
 * of the document it shows, or at the page when no text of it is the heading (a filled {slot}, another document's).
 */
export function headingFindings(html: string, texts: { path: string; value: string }[]): Finding[] {
  const out: Finding[] = [];
  let previous = 0;
  for (const m of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)) {
    const level = Number(m[1]);
    const heading = htmlText(m[2]);
    if (previous > 0 && level > previous + 1) {
      const at = texts.find((t) => t.value.trim() === heading);
      out.push(finding('headingOrder', at?.path ?? '', { previous, level, heading }));
    }
    previous = level;
  }
  return out;
}

/** FILE_NAME tells a text that is a picture's file name ("IMG_0412.jpg", "DSC 1002") rather than words. */
const FILE_NAME = new RegExp(checks.fileName, 'i');

/** RecordPhoto is a record's picture, the text read out for it, and the field (its pointer and value) that text is made from. */
export interface RecordPhoto {
  id: number;
  image: string;
  alt: string;
  field: string;
  value: string;
}

/**
 * photoOf answers the picture of a team member or a gallery image and its description as
 * the pages give it (a member's portrait by the team page's portraitAlt, a gallery image by
 * its title); null for a record without a picture or of another kind.
 */
export function photoOf(collection: string, record: Record<string, unknown>, team?: { portraitAlt?: string }): RecordPhoto | null {
  const id = Number(record.id);
  const image = typeof record.imageUrl === 'string' ? record.imageUrl : '';
  if (image === '') return null;
  if (collection === 'team-members') {
    const name = typeof record.name === 'string' ? record.name : '';
    return { id, image, alt: fillTemplate(team?.portraitAlt ?? '{name}', { name }), field: '/name', value: name };
  }
  if (collection === 'gallery-images') {
    const title = typeof record.title === 'string' ? record.title : '';
    return { id, image, alt: title, field: '/title', value: title };
  }
  return null;
}

/** RecordFinding is a finding on one record, by its id. */
export interface RecordFinding extends Finding {
  id: number;
}

/** checkRecords answers the findings of the pictures of records of collection: a description that is a file name. */
export function checkRecords(collection: string, records: Record<string, unknown>[], team?: { portraitAlt?: string }): RecordFinding[] {
  const out: RecordFinding[] = [];
  for (const record of records) {
    const photo = photoOf(collection, record, team);
    if (!photo) continue;
    const alt = photo.alt.trim();
    if (alt === '' || FILE_NAME.test(photo.value.trim())) out.push({ id: photo.id, ...finding('recordAlt', photo.field, { alt }) });
  }
  return out;
}
