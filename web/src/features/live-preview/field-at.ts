import { isRichDoc, plainText } from '@/lib/rich-text';

// Which field of a document shows what the editor clicked or points at in the live preview.
// The page's components do not mark their texts with the fields they come from, so the field
// is found by its value: the texts of the document (as the page shows them, site slots filled)
// are compared with the words of the element, a picture's address or description, a link's
// address. Pure, so the frame's code (preview-frame.tsx) only reads the page.

/** FieldText is a text of a document: its field's pointer, its value, and its words as compared. */
export interface FieldText {
  pointer: string;
  /** value is the text as stored (an address, a description), or a rich text's words. */
  value: string;
  /** words is value with its white space collapsed, in lower case. */
  words: string;
  /** pattern matches words a text with unfilled slots ("{count} results") shows once they are filled. */
  pattern?: RegExp;
}

/** normalizeWords is text as compared: white space collapsed, trimmed, in lower case. */
export function normalizeWords(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

const escapeToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const SLOT = /\{[A-Za-z][\w.]*\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** slotPattern matches the words of a text whose slots the page fills in, or is undefined for a text without slots. */
function slotPattern(words: string): RegExp | undefined {
  if (!SLOT.test(words)) return undefined;
  SLOT.lastIndex = 0;
  const literal = words.split(SLOT).map(escapeRegExp);
  // A pattern that is all slots would match anything.
  if (literal.join('').trim().length < 3) return undefined;
  return new RegExp(`^${literal.join('.+?')}$`);
}

function fieldText(pointer: string, value: string): FieldText {
  const words = normalizeWords(value);
  return { pointer, value, words, pattern: slotPattern(words) };
}

/**
 * fieldTexts lists the texts of a document in its order: every string, and each rich text as
 * a whole and paragraph by paragraph (a page shows each in an element of its own), under the
 * rich text's pointer, which is the field the form edits.
 */
export function fieldTexts(doc: unknown): FieldText[] {
  const out: FieldText[] = [];
  const walk = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      if (value.trim()) out.push(fieldText(pointer, value));
    } else if (isRichDoc(value)) {
      const words = plainText(value);
      if (words.trim()) out.push(fieldText(pointer, words));
      const paragraphs = words.split('\n').filter((p) => p.trim());
      if (paragraphs.length > 1) for (const p of paragraphs) out.push(fieldText(pointer, p));
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${pointer}/${i}`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, `${pointer}/${escapeToken(key)}`);
    }
  };
  walk(doc, '');
  return out;
}

/** How well a field's text matches what an element shows, the best first. */
const EXACT = 4;
const FILLED = 3;
const HOLDS_FIELD = 2;
const PART_OF_FIELD = 1;

/**
 * fieldOfWords answers the pointer of the field whose text an element shows, or null: the
 * field whose text is the element's words; else one whose slots filled give them; else the
 * longest text the words hold (a heading beside a badge), if it is at least half of them,
 * so a large block does not answer for one of its lines; else the shortest text holding the
 * words (a highlighted part of a heading, a paragraph of a rich text), unless partOf is false.
 * Among equals the first.
 */
export function fieldOfWords(fields: readonly FieldText[], shown: string, partOf = true): string | null {
  const words = normalizeWords(shown);
  if (!words) return null;
  let best: { pointer: string; rank: number; size: number } | null = null;
  for (const f of fields) {
    let rank = 0;
    let size = 0;
    if (f.words === words) rank = EXACT;
    else if (f.pattern?.test(words)) rank = FILLED;
    else if (f.words.length >= 3 && f.words.length * 2 >= words.length && words.includes(f.words)) {
      rank = HOLDS_FIELD;
      size = f.words.length;
    } else if (partOf && words.length >= 4 && f.words.includes(words)) {
      rank = PART_OF_FIELD;
      size = -f.words.length;
    }
    if (rank > 0 && (!best || rank > best.rank || (rank === best.rank && size > best.size))) best = { pointer: f.pointer, rank, size };
    if (best?.rank === EXACT) break;
  }
  return best?.pointer ?? null;
}

/**
 * fieldOfValue answers the pointer of the first field whose value is one of the values an
 * element shows as they are (a picture's address, a link's), or null. shownAs turns a
 * field's value into what the page makes of it (a link localized to the page's language).
 */
export function fieldOfValue(fields: readonly FieldText[], shown: ReadonlyArray<string | null | undefined>, shownAs: (value: string) => string = (v) => v): string | null {
  const wanted = new Set(shown.filter((v): v is string => Boolean(v)));
  if (wanted.size === 0) return null;
  return fields.find((f) => wanted.has(f.value) || wanted.has(shownAs(f.value)))?.pointer ?? null;
}
