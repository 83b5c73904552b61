import { describe, expect, it } from 'vitest';
import { fillRichSiteSlots, fillRichTemplate, isInline, linkRuns, links, plainText, totalLength } from './rich-text';
import type { RichDoc, RichTextNode } from '@/content/schema';

const text = (t: string, ...marks: NonNullable<RichTextNode['marks']>): RichTextNode => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const link = (href: string) => ({ type: 'link' as const, attrs: { href } });
const paragraph = (...content: RichTextNode[]) => ({ type: 'paragraph' as const, content });

const policy: RichDoc = {
  type: 'doc',
  content: [
    paragraph(text('Write to '), text('{company.name}', { type: 'bold' }), text(' at '), text('our office', link('mailto:{contact.privacyEmail}')), text('.')),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [paragraph(text('access, see '), text('the terms', link('/terms')))] },
        { type: 'listItem', content: [paragraph(text('erasure'))] },
      ],
    },
    { type: 'orderedList', content: [{ type: 'listItem', content: [paragraph(text('ask '), text('the authority', link('https://www.datenschutzstelle.li/')))] }] },
  ],
};

describe('plainText', () => {
  it('reads a document as its words, each paragraph and list item on a line of its own', () => {
    expect(plainText(policy)).toBe('Write to {company.name} at our office.\naccess, see the terms\nerasure\nask the authority');
  });

  it('reads a string as written, Markdown and markup included', () => {
    expect(plainText('**GDPR** <b>x</b>')).toBe('**GDPR** <b>x</b>');
  });
});

describe('links', () => {
  it('answers every link mark of a document in order, and none of a string', () => {
    expect(links(policy)).toEqual(['mailto:{contact.privacyEmail}', '/terms', 'https://www.datenschutzstelle.li/']);
    expect(links('See https://example.com and /terms')).toEqual([]);
  });

  it('reads neighbouring texts of one link as one link with all its words', () => {
    const split: RichDoc = { type: 'doc', content: [paragraph(text('read ', link('/a')), text('more', { type: 'bold' }, link('/a')), text(' or '), text('this', link('/a')))] };
    expect(linkRuns(split)).toEqual([
      { href: '/a', text: 'read more' },
      { href: '/a', text: 'this' },
    ]);
  });
});

describe('the length of a rich text', () => {
  it('counts the characters of all its texts together, a character each as a reader does', () => {
    expect(totalLength(policy)).toBe(plainText(policy).length - 3);
    expect(totalLength('Grüße 👋')).toBe(7);
  });

});

describe('slots in a rich text', () => {
  const site = { company: { name: 'QRS AG' }, contact: { privacyEmail: 'privacy@qrs.example' } };

  it('fills the site’s slots in its texts and its links’ addresses, leaving the content untouched', () => {
    const before = JSON.stringify(policy);
    const filled = fillRichSiteSlots(policy, site) as RichDoc;
    expect(plainText(filled)).toContain('Write to QRS AG at our office.');
    expect(links(filled)[0]).toBe('mailto:privacy@qrs.example');
    expect(filled.content[0].type === 'paragraph' && filled.content[0].content[1].marks).toEqual([{ type: 'bold' }]);
    expect(JSON.stringify(policy)).toBe(before);
  });

  it('fills a string as fillSiteSlots and fillTemplate do', () => {
    expect(fillRichSiteSlots('{company.name} and {company.nothing}', site)).toBe('QRS AG and {company.nothing}');
    expect(fillRichTemplate({ type: 'doc', content: [paragraph(text('Top {count}'))] }, { count: 5 })).toEqual({ type: 'doc', content: [paragraph(text('Top 5'))] });
  });
});

describe('isInline', () => {
  it('tells words alone from a text of blocks', () => {
    expect(isInline('words')).toBe(true);
    expect(isInline({ type: 'doc', content: [paragraph(text('one'))] })).toBe(true);
    expect(isInline(policy)).toBe(false);
  });
});
