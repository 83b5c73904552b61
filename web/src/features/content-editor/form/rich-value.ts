import type { RichBlock, RichDoc, RichListItem, RichMark, RichParagraph, RichTextNode } from '@/content/schema';
import { isRichDoc, plainText, totalLength } from '@/lib/rich-text';

// A rich text's value as the form holds it (docs/rich-text.md): a plain string, or a document
// of paragraphs and lists whose texts carry bold, italic and links. The editor reads either and
// hands back the stored form, normalised to exactly what the format allows, so that a text the
// editor only looked at stays what it was, and one that is plain again is stored as a string.

/** EditorJSON is a node as the editor hands it over (ProseMirror's JSON), with whatever it holds. */
export interface EditorJSON {
  type?: string;
  text?: string;
  content?: EditorJSON[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  attrs?: Record<string, unknown>;
}

/** The order marks are stored in, so that the same text always compares the same. */
const MARK_ORDER = ['bold', 'italic', 'link'];

function cleanMarks(marks: EditorJSON['marks']): RichMark[] {
  const out: RichMark[] = [];
  for (const type of MARK_ORDER) {
    const mark = marks?.find((m) => m.type === type);
    if (!mark) continue;
    if (type !== 'link') {
      out.push({ type } as RichMark);
      continue;
    }
    const href = mark.attrs?.href;
    // A link without an address is no link: its text stays, unlinked.
    if (typeof href !== 'string' || href === '') continue;
    out.push({ type: 'link', attrs: mark.attrs?.target === '_blank' ? { href, target: '_blank' } : { href } });
  }
  return out;
}

function sameMarks(a: RichMark[] | undefined, b: RichMark[]): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b);
}

/** inlines keeps a paragraph's texts with their allowed marks, joining neighbours marked alike; anything else inline (a line break, an image) goes. */
function inlines(nodes: EditorJSON[] | undefined): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes ?? []) {
    if (node.type !== 'text' || typeof node.text !== 'string' || node.text === '') continue;
    const marks = cleanMarks(node.marks);
    const last = out[out.length - 1];
    if (last && sameMarks(last.marks, marks)) last.text += node.text;
    else out.push(marks.length ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
  }
  return out;
}

/** paragraph is a paragraph's texts, or null for a paragraph that holds nothing but white space. */
function paragraph(node: EditorJSON | undefined): RichParagraph | null {
  const content = inlines(node?.content);
  if (content.every((t) => t.text.trim() === '')) return null;
  return { type: 'paragraph', content };
}

function block(node: EditorJSON): RichBlock | null {
  if (node.type === 'paragraph') return paragraph(node);
  if (node.type === 'bulletList' || node.type === 'orderedList') {
    const items = (node.content ?? [])
      .map((item) => paragraph(item.content?.find((child) => child.type === 'paragraph')))
      .filter((p): p is RichParagraph => p !== null)
      .map((p): RichListItem => ({ type: 'listItem', content: [p] }));
    return items.length ? { type: node.type, content: items } : null;
  }
  return null;
}

/**
 * toStored is what the form stores for the editor's document: the format's nodes and marks
 * only (a link keeps its address and, when asked, target "_blank"), without empty paragraphs,
 * items or lists. No text at all is "", and one paragraph of unmarked text is that text as a
 * plain string.
 */
export function toStored(doc: EditorJSON): string | RichDoc {
  const blocks = (doc.content ?? []).map(block).filter((b): b is RichBlock => b !== null);
  if (blocks.length === 0) return '';
  const [first] = blocks;
  if (blocks.length === 1 && first.type === 'paragraph' && first.content.every((t) => !t.marks)) {
    return first.content.map((t) => t.text).join('');
  }
  return { type: 'doc', content: blocks };
}

/**
 * toEditorDoc is what the editor opens for a stored value: a string as one paragraph holding
 * all of it (as a page shows it), a document as it is, cleaned of what the format does not
 * hold; anything else as an empty paragraph.
 */
export function toEditorDoc(value: unknown): RichDoc | { type: 'doc'; content: [{ type: 'paragraph' }] } {
  const stored = isRichDoc(value) ? toStored(value as EditorJSON) : typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  if (typeof stored !== 'string') return stored;
  if (stored === '') return { type: 'doc', content: [{ type: 'paragraph' }] };
  return { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: stored }] }] };
}

/** richBlocks counts a value's paragraphs and lists (a string is one paragraph). */
export function richBlocks(value: unknown): number {
  if (isRichDoc(value)) return value.content.length;
  return typeof value === 'string' && value !== '' ? 1 : 0;
}

/** richLongestList counts the points of a value's longest list. */
export function richLongestList(value: unknown): number {
  if (!isRichDoc(value)) return 0;
  return Math.max(0, ...value.content.map((b) => (b.type === 'paragraph' ? 0 : (b.content?.length ?? 0))));
}

/** richPlainText is a value's words (lib/rich-text's plainText), and nothing for a value that is no text. */
export function richPlainText(value: unknown): string {
  if (typeof value === 'string' || isRichDoc(value)) return plainText(value);
  return '';
}

/** richTextLength counts a value's characters, all its texts together, as its limit counts them. */
export function richTextLength(value: unknown): number {
  return typeof value === 'string' || isRichDoc(value) ? totalLength(value) : 0;
}
