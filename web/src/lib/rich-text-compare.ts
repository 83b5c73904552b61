import type { RichText } from '@/content/schema';
import { plainText } from './rich-text';

// Comparing rich texts (docs/rich-text.md), which the panel's forms do to tell an edit from
// what is stored. Apart from lib/rich-text.ts, whose reading of a text every public page loads.

/** isBlank tells a rich text without words: an empty string, or a document of white space alone. */
export function isBlank(value: RichText): boolean {
  return plainText(value).trim() === '';
}

/**
 * sameRichText tells two rich texts that read the same: two strings alike once trimmed (as the
 * server stores them), two documents of the same nodes, whatever the order of their keys.
 */
export function sameRichText(a: RichText, b: RichText): boolean {
  if (typeof a === 'string' || typeof b === 'string') return typeof a === typeof b && (a as string).trim() === (b as string).trim();
  return sameJSON(a, b);
}

function sameJSON(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJSON(x, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => sameJSON((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
