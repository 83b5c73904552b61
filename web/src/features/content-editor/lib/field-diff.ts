// Comparing two versions of a document field by field, for the history and for a conflict:
// every field whose value differs, named in words an editor reads ("Roadmap › Item 3 › Period").

import type { RichText } from '@/content/schema';
import { isRichDoc, plainText } from '@/lib/rich-text';
import { fieldLabel, itemHeading, itemNoun } from '../form/labels';
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
  // A field is named by the headings of the sections it is in, the newer side's first.
  const change = (tokens: string[], l: unknown, r: unknown) => out.push({ pointer: toPointer(tokens), path: humanPath(tokens, right, left), left: l, right: r });
  walk(left, right, [], change);
  return out;
}

type Found = (tokens: string[], left: unknown, right: unknown) => void;

function walk(left: unknown, right: unknown, tokens: string[], out: Found): void {
  if (sameContent(left, right)) return;
  // A rich text is one field, whatever changed inside it: its words, its marks or its links.
  if (isRichDoc(left) || isRichDoc(right)) return out(tokens, left, right);
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
  out(tokens, left, right);
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** valueAt answers the value at path in doc, undefined where doc has none. */
function valueAt(doc: unknown, path: (string | number)[]): unknown {
  let at = doc;
  for (const segment of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[segment];
  }
  return at;
}

/**
 * humanPath names a field in the form's own words, counting list items from 1: the pointer
 * "/roadmap/items/2/period" reads "Roadmap › Item 3 › Period"; an item takes the place of its
 * list's name when that name says no more ("Items" › 3 → "Item 3", but "Intro › Paragraph 1").
 * Given the document (or documents, the first that has the item first), an item with a
 * heading is named by it: "/sections/8/paragraphs/0" reads "Retention › Paragraph 1".
 */
export function humanPath(pointer: string | string[], ...docs: unknown[]): string {
  const tokens = typeof pointer === 'string' ? fromPointer(pointer) : pointer;
  const path = tokens.map((t) => (/^\d+$/.test(t) ? Number(t) : t));
  const parts: string[] = [];
  path.forEach((segment, i) => {
    if (typeof segment !== 'number') {
      parts.push(fieldLabel(path.slice(0, i + 1)));
      return;
    }
    const list = path.slice(0, i);
    const noun = typeof list[list.length - 1] === 'string' ? itemNoun(list) : 'item';
    const heading = docs.map((doc) => itemHeading(valueAt(doc, path.slice(0, i + 1)))).find((h) => h !== undefined);
    const item = heading ?? `${capitalise(noun)} ${segment + 1}`;
    const listLabel = typeof path[i - 1] === 'string' ? parts[parts.length - 1]?.toLowerCase() : undefined;
    if (listLabel && (noun.startsWith(listLabel) || listLabel.startsWith(noun))) parts[parts.length - 1] = item;
    else parts.push(item);
  });
  return parts.length ? parts.join(' › ') : 'Whole document';
}

/** isWords tells a value the compare view shows word by word: a plain or rich text, or nothing (a field one side lacks). */
export function isWords(value: unknown): value is RichText | undefined {
  return value === undefined || typeof value === 'string' || isRichDoc(value);
}

/** showValue writes a field's value for the comparison table; absent is a dash, a rich text its words. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (isRichDoc(value)) return plainText(value);
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty list)' : JSON.stringify(value);
  if (isRecord(value)) return Object.keys(value).length === 0 ? '(empty)' : JSON.stringify(value);
  return String(value);
}
