import { describe, expect, it } from 'vitest';
import type { RichDoc, RichTextNode } from '@/content/schema';
import { isBlank, sameRichText } from './rich-text-compare';

const text = (t: string, ...marks: NonNullable<RichTextNode['marks']>): RichTextNode => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const link = (href: string) => ({ type: 'link' as const, attrs: { href } });
const paragraph = (...content: RichTextNode[]) => ({ type: 'paragraph' as const, content });

const bio: RichDoc = {
  type: 'doc',
  content: [
    paragraph(text('Leads the '), text('resonance', { type: 'bold' }), text(' lab; '), text('write to her', link('/#contact')), text('.')),
    { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('coils'))] }] },
  ],
};

describe('comparing rich texts', () => {
  it('reads two strings alike once trimmed, as the server stores them', () => {
    expect(sameRichText(' Leads the lab. ', 'Leads the lab.')).toBe(true);
    expect(sameRichText('Leads the lab.', 'Leads the labs.')).toBe(false);
  });

  it('reads two documents alike by their nodes, whatever the order of their keys', () => {
    const reordered = JSON.parse(JSON.stringify(bio), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).reverse()) : value,
    ) as RichDoc;
    expect(Object.keys(reordered)[0]).toBe('content');
    expect(sameRichText(reordered, bio)).toBe(true);
    expect(sameRichText({ type: 'doc', content: [paragraph(text('Leads'))] }, { type: 'doc', content: [paragraph(text('Leads', { type: 'bold' }))] })).toBe(false);
  });

  it('tells a string from a document, even of the same words', () => {
    expect(sameRichText('Leads', { type: 'doc', content: [paragraph(text('Leads', { type: 'bold' }))] })).toBe(false);
  });

  it('knows a text without words', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank({ type: 'doc', content: [paragraph(text(' ', { type: 'bold' }))] })).toBe(true);
    expect(isBlank(bio)).toBe(false);
  });
});
