import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { SHARED_FIELDS, contentSchemas, type ContentKey } from './schema';
import { followRef } from '@/lib/schema-ref';

// The German copy a new site ships with: web/content/defaults/de/<key>.json beside each English
// default. A German document has the English one's shape to the last key and list entry, keeps
// what is not words (links, paths, colours, numbers, the values a pattern or a choice fixes)
// as the English has it, and puts every text into German: formal ("Sie", never "du"), in
// Swiss spelling (no "ß").

const englishDir = new URL('../../content/defaults/', import.meta.url);
const germanDir = new URL('de/', englishDir);

function keysIn(dir: URL): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
}

const englishKeys = keysIn(englishDir);
const germanKeys = keysIn(germanDir);
const translated = englishKeys.filter((k) => germanKeys.includes(k)) as ContentKey[];

function read(dir: URL, key: string): unknown {
  return JSON.parse(readFileSync(new URL(`${key}.json`, dir), 'utf8'));
}

/**
 * ALLOWED_IDENTICAL are the texts that read the same in German and English: names (of the
 * company, its products, places, countries), words German uses as they are, codes and
 * figures with a unit. Any other text left as the English has it is an untranslated one.
 */
const ALLOWED_IDENTICAL = new Set([
  // names
  'QRS',
  'QRS Coin',
  'QRS Quantum Resonance AG',
  'QRS Home System',
  'QRS Clinical System',
  'QRS Advanced System',
  'QRS Wellness Line',
  'Musterstrasse 1',
  'Vaduz',
  'Liechtenstein',
  'China',
  'Japan',
  // words German uses as they are
  'Team',
  'Name',
  'Status',
  'Website',
  'Support',
  'Downloads',
  'Download',
  'Whitepaper',
  'Roadmap',
  'Coins',
  'Tokenomics',
  'Live',
  'Cookies',
  'Biofeedback',
  'Tinnitus',
  'Rehabilitation',
  'Ion',
  'Patent',
  'Calcium (Ca²⁺)',
  'AML/KYC',
  // codes, figures with a unit, and slots with a code
  'ISO 13485',
  'ISO 9001',
  '40 µT',
  '50 µT',
  '100 µT',
  'Q2 2025',
  'Q3 2025',
  'Q4 2025',
  '{facts.offer.price} USD = {facts.offer.coins} Coins',
  'DOI {doi}',
  '{title} (PDF)',
  // an address given as the words of its link
  'www.datenschutzstelle.li',
]);

/**
 * KEPT_FIELDS are the fields whose texts stay as written whatever the language: publications
 * are cited by their original titles, the literature-search link looks for English terms,
 * patents are known by their numbers, and the site package's file name is the server's.
 */
const KEPT_FIELDS = [
  'home:/researchNetwork/publications/*/title',
  'home:/researchNetwork/publications/*/searchTerms',
  'research:/patents/items/*/number',
  'download-site:/card/namePattern',
].map((p) => new RegExp(`^${p.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`));

/** TRANSLATED_FIXED are the pattern-bound values that still differ by language: the research paper's PDF name. */
const TRANSLATED_FIXED = new Set(['research:/paper/fileName']);

/** INFORMAL are the words of the familiar address, which the site never uses. */
const INFORMAL = new Set(['du', 'dich', 'dir', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'euch', 'euer', 'eure', 'euren', 'eurem', 'eurer', 'eures']);

const SLOT = /\{[\w.]+\}/g;

/** needsNoTranslation tells a string that is no text of a language: an address, a path, an e-mail, slots alone, a figure. */
function needsNoTranslation(s: string): boolean {
  if (/^(https?:\/\/|\/|#|mailto:|tel:)/.test(s)) return true;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)) return true;
  return !/\p{L}/u.test(s.replace(SLOT, ''));
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  anyOf?: JsonSchema[];
  $defs?: Record<string, JsonSchema>;
};

/**
 * schemaOf answers the schema a value follows: a shared definition ($ref) looked up, and of a
 * choice (anyOf) the branch the value takes, as a rich text is a plain string or a document
 * whose nodes and marks are told apart by their "type".
 */
function schemaOf(schema: JsonSchema | undefined, value: unknown, root: JsonSchema): JsonSchema | undefined {
  if (schema?.$ref) return schemaOf(followRef(schema, root.$defs), value, root);
  if (!schema?.anyOf) return schema;
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const branches = schema.anyOf.map((b) => schemaOf(b, value, root)).filter((b): b is JsonSchema => b !== undefined);
  const ofKind = branches.filter((b) => b.type === kind);
  const nodeType = kind === 'object' ? (value as { type?: unknown }).type : undefined;
  return ofKind.find((b) => b.properties?.type?.const === nodeType) ?? (ofKind.length === 1 ? ofKind[0] : undefined);
}

/** shape is a document without its values, keys in their order, so two documents' shapes compare key order and list lengths too. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') return Object.entries(value).map(([k, v]) => [k, shape(v)]);
  return typeof value;
}

interface Leaf {
  path: string;
  en: unknown;
  de: unknown;
  /** fixed is a value a pattern or a choice constrains (a link, a colour, an enum), or not a string at all. */
  fixed: boolean;
}

/**
 * leaves pairs the values of two documents of one shape, each with its JSON pointer and
 * whether its schema fixes it: in a rich text, a node's or mark's type and a link's address
 * are fixed (a German text links the default language's paths, which its page shows in
 * German), its words are texts.
 */
function leaves(en: unknown, de: unknown, given: JsonSchema | undefined, root: JsonSchema = given ?? {}, path = '', out: Leaf[] = []): Leaf[] {
  const schema = schemaOf(given, en, root);
  if (Array.isArray(en) && Array.isArray(de)) {
    en.forEach((v, i) => leaves(v, de[i], schema?.items, root, `${path}/${i}`, out));
  } else if (en !== null && typeof en === 'object' && de !== null && typeof de === 'object') {
    for (const [k, v] of Object.entries(en)) leaves(v, (de as Record<string, unknown>)[k], schema?.properties?.[k], root, `${path}/${k}`, out);
  } else {
    const fixed = typeof en !== 'string' || schema?.pattern !== undefined || schema?.enum !== undefined || schema?.const !== undefined;
    out.push({ path, en, de, fixed });
  }
  return out;
}

function strings(value: unknown, path = '', out: { path: string; s: string }[] = []): { path: string; s: string }[] {
  if (typeof value === 'string') out.push({ path, s: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}/${i}`, out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}/${k}`, out);
  return out;
}

/** withoutSlug is a document without its seo.slug, the address only a translation has. */
function withoutSlug(doc: unknown): unknown {
  const seo = (doc as { seo?: Record<string, unknown> }).seo;
  if (!seo) return doc;
  const rest = { ...seo };
  delete rest.slug;
  return { ...(doc as object), seo: rest };
}

/** withoutShared is a document without the parts written once for every language, in the English document (SHARED_FIELDS). */
function withoutShared(key: string, doc: unknown): unknown {
  const rest = { ...(doc as Record<string, unknown>) };
  for (const field of SHARED_FIELDS[key] ?? []) delete rest[field];
  return rest;
}

describe('German default content documents', () => {
  it('exist only beside an English default', () => {
    expect(germanKeys.filter((k) => !englishKeys.includes(k))).toEqual([]);
  });

  it('exist for every English default', () => {
    expect(englishKeys.filter((k) => !germanKeys.includes(k))).toEqual([]);
  });

  describe.each(translated)('%s', (key) => {
    // What every language shares is the English one's alone, and compared with nothing.
    const en = withoutShared(key, read(englishDir, key));
    const de = read(germanDir, key);
    const schema = z.toJSONSchema(contentSchemas[key], { target: 'draft-2020-12' }) as JsonSchema;

    it('follows the schema of the English one', () => {
      const result = contentSchemas[key].safeParse(de);
      expect(result.success ? [] : result.error.issues.map((i) => `/${i.path.join('/')}: ${i.message}`)).toEqual([]);
    });

    it('has the English one’s structure: the same keys in the same order, the same list lengths', () => {
      expect(shape(withoutSlug(de))).toEqual(shape(en));
    });

    it('leaves what every language shares to the English one', () => {
      expect((SHARED_FIELDS[key] ?? []).filter((field) => field in (de as object))).toEqual([]);
    });

    it('keeps the links, paths, colours, numbers and fixed choices of the English one', () => {
      const changed = leaves(en, de, schema)
        .filter((l) => l.fixed && !TRANSLATED_FIXED.has(`${key}:${l.path}`) && l.de !== l.en)
        .map((l) => `${l.path}: ${JSON.stringify(l.en)} became ${JSON.stringify(l.de)}`);
      expect(changed).toEqual([]);
    });

    it('translates every text, keeping only names, codes and figures', () => {
      const texts = leaves(en, de, schema).filter((l) => !l.fixed && typeof l.en === 'string' && !needsNoTranslation(l.en));
      const kept = texts.filter((l) => KEPT_FIELDS.some((p) => p.test(`${key}:${l.path}`)));
      expect(kept.filter((l) => l.de !== l.en).map((l) => `${l.path}: ${JSON.stringify(l.de)} should stay ${JSON.stringify(l.en)}`)).toEqual([]);
      const untranslated = texts
        .filter((l) => !kept.includes(l) && l.de === l.en && !ALLOWED_IDENTICAL.has(l.en as string))
        .map((l) => `${l.path}: ${JSON.stringify(l.en)}`);
      expect(untranslated).toEqual([]);
    });

    it('offers the same {slots} in every text', () => {
      const slots = (s: unknown) => (typeof s === 'string' ? (s.match(SLOT) ?? []).sort() : []);
      const differ = leaves(en, de, schema)
        .filter((l) => JSON.stringify(slots(l.de)) !== JSON.stringify(slots(l.en)))
        .map((l) => `${l.path}: ${JSON.stringify(l.de)}`);
      expect(differ).toEqual([]);
    });

    it('is written in Swiss spelling (no "ß") and addresses the reader formally', () => {
      const faults = strings(de).flatMap(({ path, s }) => {
        const informal = (s.match(/\p{L}+/gu) ?? []).filter((w) => INFORMAL.has(w.toLowerCase()));
        return [...(s.includes('ß') ? [`${path}: ß`] : []), ...informal.map((w) => `${path}: "${w}"`)];
      });
      expect(faults).toEqual([]);
    });
  });
});
