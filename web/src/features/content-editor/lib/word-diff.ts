import { diffArrays, wordsWithSpaceDiff } from 'diff';
import type { RichBlock, RichParagraph, RichText } from '@/content/schema';
import { isRichDoc, linkOf } from '@/lib/rich-text';

// The words two versions of a text differ in, for the compare view ("30 days" → "14 days"
// marks "30" removed and "14" added). A text is cut into words, spaces and punctuation as
// the diff library cuts text for diffWordsWithSpace, each keeping its bold, italic and link,
// and the library's array diff compares those: a word made bold, or linked, is then a word
// changed, and the compare view shows it removed as it was and added as it is.
// This file loads with the compare view alone (components/word-diff.tsx), never with the form.

/** WordToken is a word, a run of spaces, a punctuation mark or a line break, with the marks it carries. */
export interface WordToken {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** href is the address of the link the word is part of; target "_blank" when it opens a new window. */
  href?: string;
  target?: string;
}

/** WordChange says whether a token is on both sides, or only on the old (removed) or the new (added). */
export type WordChange = 'same' | 'removed' | 'added';

/** DiffPiece is one token of one side of the comparison, with its change. */
export interface DiffPiece extends WordToken {
  change: WordChange;
}

/** WordDiff is the two sides of a comparison: the old text with its removed words, the new with its added ones. */
export interface WordDiff {
  left: DiffPiece[];
  right: DiffPiece[];
}

const split = (text: string): string[] => [...wordsWithSpaceDiff.tokenize(text)];

function paragraphTokens(p: RichParagraph): WordToken[] {
  return p.content.flatMap((node) => {
    const marks = node.marks ?? [];
    const link = linkOf(node);
    const style: Omit<WordToken, 'text'> = {
      ...(marks.some((m) => m.type === 'bold') ? { bold: true } : {}),
      ...(marks.some((m) => m.type === 'italic') ? { italic: true } : {}),
      ...(link ? { href: link.attrs.href, ...(link.attrs.target ? { target: link.attrs.target } : {}) } : {}),
    };
    return split(node.text).map((text) => ({ text, ...style }));
  });
}

// A list item reads with its bullet or number, so that a paragraph turned into a list item,
// or a list into paragraphs, shows as a change too.
function blockTokens(block: RichBlock): WordToken[] {
  if (block.type === 'paragraph') return paragraphTokens(block);
  return block.content.flatMap((item, i) => [
    ...(i > 0 ? [{ text: '\n' }] : []),
    { text: block.type === 'bulletList' ? '• ' : `${i + 1}. ` },
    ...paragraphTokens(item.content[0]),
  ]);
}

/** tokenise cuts a text into words, spaces and punctuation, a document's blocks on lines of their own. */
export function tokenise(value: RichText | undefined): WordToken[] {
  if (value === undefined) return [];
  if (!isRichDoc(value)) return split(value).map((text) => ({ text }));
  return value.content.flatMap((block, i) => [...(i > 0 ? [{ text: '\n' }] : []), ...blockTokens(block)]);
}

const sameToken = (a: WordToken, b: WordToken) =>
  a.text === b.text && !a.bold === !b.bold && !a.italic === !b.italic && a.href === b.href && a.target === b.target;

const isSpace = (tokens: WordToken[]) => tokens.every((t) => /^[^\S\n]+$/.test(t.text));

/**
 * diffWords compares two texts word by word. A space kept alone between two changes is
 * counted in both, so that "thirty days" → "fourteen weeks" reads as one phrase replaced
 * rather than two words and a space between them.
 */
export function diffWords(left: RichText | undefined, right: RichText | undefined): WordDiff {
  const changes = diffArrays(tokenise(left), tokenise(right), { comparator: sameToken });
  const out: WordDiff = { left: [], right: [] };
  changes.forEach((c, i) => {
    const changedAround = i > 0 && i < changes.length - 1 && (changes[i - 1].added || changes[i - 1].removed) && (changes[i + 1].added || changes[i + 1].removed);
    if (c.removed) out.left.push(...c.value.map((t) => ({ ...t, change: 'removed' as const })));
    else if (c.added) out.right.push(...c.value.map((t) => ({ ...t, change: 'added' as const })));
    else if (changedAround && isSpace(c.value)) {
      out.left.push(...c.value.map((t) => ({ ...t, change: 'removed' as const })));
      out.right.push(...c.value.map((t) => ({ ...t, change: 'added' as const })));
    } else {
      out.left.push(...c.value.map((t) => ({ ...t, change: 'same' as const })));
      out.right.push(...c.value.map((t) => ({ ...t, change: 'same' as const })));
    }
  });
  return out;
}
