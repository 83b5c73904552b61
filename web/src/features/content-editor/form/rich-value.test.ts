import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import type { RichDoc } from '@/content/schema';
import { richPlainText, richTextLength, toEditorDoc, toStored, type EditorJSON } from './rich-value';
import { richTextExtensions } from './rich-text-schema';

const text = (t: string, ...marks: EditorJSON['marks'] & object) => (marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t });
const para = (...content: object[]) => ({ type: 'paragraph', content });
const list = (type: 'bulletList' | 'orderedList', ...items: string[]) => ({ type, content: items.map((t) => ({ type: 'listItem', content: [para(text(t))] })) });

const formatted: RichDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Write to ' },
        { type: 'text', text: 'our officer', marks: [{ type: 'link', attrs: { href: 'mailto:{contact.privacyEmail}' } }] },
        { type: 'text', text: ' under the ' },
        { type: 'text', text: 'GDPR', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: '.' },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'access' }] }] }] },
    { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'first', marks: [{ type: 'link', attrs: { href: '/terms', target: '_blank' } }] }] }] }] },
  ],
};

describe('the stored form of a rich text', () => {
  it('opens a string as one paragraph holding all of it, and stores it back as the same string', () => {
    for (const s of ['Plain words.', 'Two lines\nin one text', '**GDPR** stays as typed', '  spaced  ']) {
      expect(toEditorDoc(s)).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: s }] }] });
      expect(toStored(toEditorDoc(s))).toBe(s);
    }
    expect(toStored(toEditorDoc(''))).toBe('');
  });

  it('stores one paragraph of unmarked text as a plain string, and anything marked or longer as a document', () => {
    expect(toStored({ type: 'doc', content: [para(text('Hello '), text('world'))] })).toBe('Hello world');
    expect(toStored({ type: 'doc', content: [para(text('Hello', { type: 'bold' }))] })).toEqual({ type: 'doc', content: [para(text('Hello', { type: 'bold' }))] });
    expect(toStored({ type: 'doc', content: [para(text('One')), para(text('Two'))] })).toEqual({ type: 'doc', content: [para(text('One')), para(text('Two'))] });
    expect(toStored({ type: 'doc', content: [list('bulletList', 'one')] })).toEqual({ type: 'doc', content: [list('bulletList', 'one')] });
  });

  it('keeps a document of the format as it is, through the editor and back', () => {
    expect(toEditorDoc(formatted)).toEqual(formatted);
    expect(toStored(toEditorDoc(formatted) as EditorJSON)).toEqual(formatted);
    // The editor's own model takes it whole and gives the same document back, with its
    // defaults (an ordered list's start, a link without target) left out by the store.
    const schema = getSchema(richTextExtensions());
    const node = schema.nodeFromJSON(toEditorDoc(formatted));
    node.check();
    expect(toStored(node.toJSON() as EditorJSON)).toEqual(formatted);
  });

  it("keeps a link's address and an asked-for new window, and nothing else of it", () => {
    const pasted = {
      type: 'doc',
      content: [
        para(
          text('site', { type: 'link', attrs: { href: 'https://example.com', target: '_self', rel: 'nofollow', class: 'x', title: 't' } }),
          text(' and '),
          text('terms', { type: 'link', attrs: { href: '/terms', target: '_blank', rel: 'noopener' } }),
          text(' and '),
          text('nowhere', { type: 'link', attrs: { href: '' } }),
        ),
      ],
    };
    expect(toStored(pasted)).toEqual({
      type: 'doc',
      content: [
        para(
          text('site', { type: 'link', attrs: { href: 'https://example.com' } }),
          text(' and '),
          text('terms', { type: 'link', attrs: { href: '/terms', target: '_blank' } }),
          text(' and nowhere'),
        ),
      ],
    });
  });

  it('drops empty paragraphs, points and lists, marks and nodes the format lacks, and joins texts marked alike', () => {
    const messy = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        para(text('   ')),
        { type: 'heading', attrs: { level: 1 }, content: [text('Title')] },
        para(text('Bold', { type: 'bold' }), text(' too', { type: 'bold' }), { type: 'hardBreak' }, text(' red', { type: 'textStyle', attrs: { color: 'red' } })),
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
        { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }, { type: 'listItem', content: [para(text('kept'))] }] },
        { type: 'paragraph', content: [] },
      ],
    };
    expect(toStored(messy)).toEqual({
      type: 'doc',
      content: [para(text('Bold too', { type: 'bold' }), text(' red')), list('orderedList', 'kept')],
    });
    expect(toStored({ type: 'doc', content: [{ type: 'paragraph' }, para(text(' '))] })).toBe('');
  });

  it('reads a rich text as its words, paragraphs and points on lines of their own, and counts its characters', () => {
    expect(richPlainText(formatted)).toBe('Write to our officer under the GDPR.\naccess\nfirst');
    expect(richTextLength(formatted)).toBe('Write to our officer under the GDPR.accessfirst'.length);
    expect(richPlainText('plain')).toBe('plain');
    expect(richPlainText(undefined)).toBe('');
  });
});
