import type { RichBlock, RichDoc, RichLinkMark, RichParagraph, RichText, RichTextNode } from '@/content/schema';
import { fillSiteSlots, fillTemplate } from './fill-template';

// What the site reads from a rich text (docs/rich-text.md) besides its rendering: its plain
// text, its links, its length, and its slots filled. internal/richtext answers the same in
// Go, by the same rules, for the PDFs, the link checker and the server's checks.

/** isRichDoc tells a rich document from a plain string (or anything else a draft may hold). */
export function isRichDoc(value: unknown): value is RichDoc {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc' && Array.isArray((value as { content?: unknown }).content);
}

/** isInline tells a rich text that is words alone (a string, or one paragraph), with no block of its own. */
export function isInline(value: RichText): boolean {
  return !isRichDoc(value) || (value.content.length === 1 && value.content[0].type === 'paragraph');
}

/** paragraphsOf answers a document's paragraphs in reading order, a list item's included. */
function paragraphsOf(doc: RichDoc): RichParagraph[] {
  return doc.content.flatMap((block: RichBlock) => (block.type === 'paragraph' ? [block] : block.content.flatMap((item) => item.content)));
}

/** textsOf answers every text node of a rich text, in reading order. */
function textsOf(doc: RichDoc): RichTextNode[] {
  return paragraphsOf(doc).flatMap((p) => p.content);
}

/**
 * plainText is a rich text as words alone: a string as it is; a document's texts in order,
 * each paragraph and list item on a line of its own. The language check, search, page
 * descriptions and the compare view read it.
 */
export function plainText(value: RichText): string {
  if (!isRichDoc(value)) return value;
  return paragraphsOf(value)
    .map((p) => p.content.map((t) => t.text).join(''))
    .join('\n');
}

/**
 * SAFE_HREF is the start of an address the link rule allows, which is all a link of a rich
 * text is shown as: a filled-in slot must not turn a link into another kind.
 */
export const SAFE_HREF = /^(?:\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/;

/** linkOf answers a text's link mark, if it has one. */
export function linkOf(node: RichTextNode): RichLinkMark | undefined {
  return node.marks?.find((m): m is RichLinkMark => m.type === 'link');
}

/** LinkRun is one link of a rich text as a reader meets it: where it leads and its whole text. */
export interface LinkRun {
  href: string;
  text: string;
}

/**
 * linkRuns answers the links of a rich text in order, a run of neighbouring texts that lead
 * to the same place read as one link (the editor splits a link where its bold begins or ends).
 */
export function linkRuns(value: RichText): LinkRun[] {
  if (!isRichDoc(value)) return [];
  const runs: LinkRun[] = [];
  for (const p of paragraphsOf(value)) {
    let open: LinkRun | undefined;
    for (const node of p.content) {
      const href = linkOf(node)?.attrs.href;
      if (href === undefined) open = undefined;
      else if (open?.href === href) open.text += node.text;
      else runs.push((open = { href, text: node.text }));
    }
  }
  return runs;
}

/** links answers the address of every link of a rich text, in order, as linkRuns reads them (a plain string has none). */
export function links(value: RichText): string[] {
  return linkRuns(value).map((run) => run.href);
}

/** characters counts as a reader does, a code point each, as the schema's lengths do. */
const characters = (s: string) => [...s].length;

/** totalLength is the characters of all the texts of a rich text together. */
export function totalLength(value: RichText): number {
  return isRichDoc(value) ? textsOf(value).reduce((n, t) => n + characters(t.text), 0) : characters(value);
}

/**
 * mapTexts answers a rich text with fill applied to every text and every link's address, a
 * string as fill answers it. A document is copied, never changed in place: it is the
 * content's, shared by every render.
 */
export function mapTexts(value: RichText, fill: (text: string) => string): RichText {
  if (!isRichDoc(value)) return fill(value);
  const paragraph = (p: RichParagraph): RichParagraph => ({
    ...p,
    content: p.content.map((t) => ({
      ...t,
      text: fill(t.text),
      ...(t.marks ? { marks: t.marks.map((m) => (m.type === 'link' ? { ...m, attrs: { ...m.attrs, href: fill(m.attrs.href) } } : m)) } : {}),
    })),
  });
  return {
    ...value,
    content: value.content.map((b): RichBlock => (b.type === 'paragraph' ? paragraph(b) : { ...b, content: b.content.map((item) => ({ ...item, content: item.content.map(paragraph) })) })),
  };
}

/** fillRichTemplate is fillTemplate for every text and link of a rich text. */
export function fillRichTemplate(value: RichText, values: Record<string, string | number>): RichText {
  return mapTexts(value, (text) => fillTemplate(text, values));
}

/** fillRichSiteSlots is fillSiteSlots for every text and link of a rich text. */
export function fillRichSiteSlots(value: RichText, site: unknown): RichText {
  return mapTexts(value, (text) => fillSiteSlots(text, site));
}
