// Comparing two versions of a document field by field, for the history and for a conflict:
// every field whose value differs, named in words an editor reads ("Roadmap › Item 3 › Period").

import { isRecord, sameContent } from './same-content';

/** FieldChange is one field that differs: where it is, and its value on each side (undefined: absent). */
export interface FieldChange {
  /** pointer is the field's JSON pointer, as the server's field errors name it ("/roadmap/items/2/period"). */
  pointer: string;
  /** path is the pointer in words ("Roadmap › Item 3 › Period"). */
  path: string;
  left: unknown;
  right: unknown;
}

/**
 * diffFields lists the fields where left and right differ, in the order the documents hold
 * them (right's order first, then what only left has). A list or group present on one side
 * only shows as its fields, each against nothing.
 */
export function diffFields(left: unknown, right: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  walk(left, right, [], out);
  return out;
}

function walk(left: unknown, right: unknown, tokens: string[], out: FieldChange[]): void {
  if (sameContent(left, right)) return;
  if (Array.isArray(left) && Array.isArray(right) && (left.length > 0 || right.length > 0)) {
    for (let i = 0; i < Math.max(left.length, right.length); i++) walk(left[i], right[i], [...tokens, String(i)], out);
    return;
  }
  if (isRecord(left) && isRecord(right) && (Object.keys(left).length > 0 || Object.keys(right).length > 0)) {
    const keys = [...Object.keys(right), ...Object.keys(left).filter((k) => !(k in right))];
    for (const key of keys) walk(left[key], right[key], [...tokens, key], out);
    return;
  }
  // One side is a group the other lacks: compare it, field by field, against nothing.
  if (isContainer(left) && right === undefined) return walk(left, emptyLike(left), tokens, out);
  if (isContainer(right) && left === undefined) return walk(emptyLike(right), right, tokens, out);
  out.push({ pointer: toPointer(tokens), path: humanPath(tokens), left, right });
}

function isContainer(v: unknown): v is unknown[] | Record<string, unknown> {
  return (Array.isArray(v) && v.length > 0) || (isRecord(v) && Object.keys(v).length > 0);
}

// Walking a group against its empty twin lists each of its fields against "absent".
function emptyLike(v: unknown[] | Record<string, unknown>): unknown[] | Record<string, unknown> {
  return Array.isArray(v) ? [] : {};
}

/** toPointer writes path tokens as a JSON pointer (RFC 6901). */
export function toPointer(tokens: string[]): string {
  return tokens.map((t) => '/' + t.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** fromPointer reads a JSON pointer into its tokens. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

// Words that read better spelled out or in capitals than split from camelCase.
const WORDS: Record<string, string> = {
  seo: 'SEO',
  url: 'URL',
  href: 'link',
  pdf: 'PDF',
  aml: 'AML',
  kyc: 'KYC',
  id: 'ID',
  cta: 'button',
  alt: 'description',
};

/** words turns a field name into words: "shareCapital" → "Share capital", "phoneHref" → "Phone link". */
export function words(name: string): string {
  const split = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ')
    .filter(Boolean)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const text = split.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** singular names one item of a list: "items" → "item", "entries" → "entry", "children" → "child". */
export function singular(name: string): string {
  if (name === 'children') return 'child';
  if (/ies$/.test(name)) return name.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(name)) return name.replace(/es$/, '');
  if (/[^siu]s$/.test(name)) return name.slice(0, -1);
  return name;
}

/**
 * humanPath names a field in words, counting list items from 1: ["roadmap", "items", "2",
 * "period"] (or the pointer "/roadmap/items/2/period") → "Roadmap › Item 3 › Period".
 */
export function humanPath(path: string | string[]): string {
  const tokens = typeof path === 'string' ? fromPointer(path) : path;
  const parts: string[] = [];
  tokens.forEach((token, i) => {
    const isIndex = /^\d+$/.test(token);
    const previous = tokens[i - 1];
    if (isIndex && previous !== undefined && !/^\d+$/.test(previous)) {
      // An item takes the place of its list's name: "Items › 3" reads "Item 3".
      parts[parts.length - 1] = `${words(singular(previous))} ${Number(token) + 1}`;
    } else if (isIndex) {
      parts.push(`Item ${Number(token) + 1}`);
    } else {
      parts.push(words(token));
    }
  });
  return parts.length ? parts.join(' › ') : 'Whole document';
}

/** showValue writes a field's value for the comparison table; absent is a dash. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty list)' : JSON.stringify(value);
  if (isRecord(value)) return Object.keys(value).length === 0 ? '(empty)' : JSON.stringify(value);
  return String(value);
}
