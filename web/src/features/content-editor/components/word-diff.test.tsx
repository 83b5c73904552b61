import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichDoc, RichTextNode } from '@/content/schema';
import WordDiff from './word-diff';

// The two cells of a changed text as the compare view shows them, in HTML.

const doc = (...content: RichTextNode[]): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

function cells(left: string | RichDoc | undefined, right: string | RichDoc | undefined): { old: string; now: string } {
  const html = renderToStaticMarkup(
    <WordDiff left={left} right={right}>
      {(old, now) => (
        <>
          <div id="old">{old ?? '—'}</div>
          <div id="now">{now ?? '—'}</div>
        </>
      )}
    </WordDiff>,
  );
  const [, old, now] = /<div id="old">(.*)<\/div><div id="now">(.*)<\/div>/s.exec(html.replaceAll('&#x27;', "'")) ?? [];
  return { old, now };
}

/** words drops the tags, leaving the text a reader sees. */
const words = (html: string) => html.replace(/<[^>]+>/g, '');

describe('WordDiff', () => {
  it('strikes the removed word through in the old text and highlights the added word in the new', () => {
    const { old, now } = cells('Kept for 30 days.', 'Kept for 14 days.');
    expect(old).toMatch(/^Kept for <del class="[^"]*line-through[^"]*before:content-\['removed_text:_'\][^"]*">30<\/del> days\.$/);
    expect(now).toMatch(/^Kept for <ins class="[^"]*before:content-\['added_text:_'\][^"]*">14<\/ins> days\.$/);
    expect(now).not.toContain('<del');
    expect(words(old)).toBe('Kept for 30 days.');
    expect(words(now)).toBe('Kept for 14 days.');
  });

  it('shows a word made bold in bold where it is added', () => {
    const { old, now } = cells('Under the GDPR.', doc({ type: 'text', text: 'Under the ' }, { type: 'text', text: 'GDPR', marks: [{ type: 'bold' }] }, { type: 'text', text: '.' }));
    expect(old).toMatch(/<del[^>]*>.*GDPR.*<\/del>/);
    expect(old).not.toContain('<strong>');
    expect(now).toMatch(/<ins[^>]*><strong>GDPR<\/strong><\/ins>/);
  });

  it('shows an added link as a link, with where it leads', () => {
    const { now } = cells('Write to us.', doc({ type: 'text', text: 'Write to ' }, { type: 'text', text: 'us', marks: [{ type: 'link', attrs: { href: '/#contact' } }, { type: 'italic' }] }, { type: 'text', text: '.' }));
    expect(now).toMatch(/<ins[^>]*><a href="\/#contact"[^>]*><em>us<\/em><\/a><span[^>]*> \(\/#contact\)<\/span><\/ins>/);
  });

  it('shows a link whose words partly changed once, with its address after its last word', () => {
    const link = (text: string) => doc({ type: 'text', text, marks: [{ type: 'link', attrs: { href: '/terms' } }] });
    const { now } = cells(link('our old terms'), link('our new terms'));
    expect(now.match(/\(\/terms\)/g)).toHaveLength(1);
    expect(words(now)).toBe('our new terms (/terms)');
  });

  it('shows no link for an address the link rule refuses, only its words and the address', () => {
    const { now } = cells('Click', doc({ type: 'text', text: 'Click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }));
    expect(now).not.toContain('<a ');
    expect(words(now)).toBe('Click (javascript:alert(1))');
  });

  it('leaves a side with no words to its cell, and marks a whole new text added', () => {
    const { old, now } = cells(undefined, 'A new point');
    expect(old).toBe('—');
    expect(now).toMatch(/^<ins[^>]*>A new point<\/ins>$/);
    expect(words(now)).toBe('A new point');
  });

  it('shows a point added to a list as its bullet and words added, on a line of its own', () => {
    const listed = (...points: string[]): RichDoc => ({
      type: 'doc',
      content: [{ type: 'bulletList', content: points.map((text) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] })) }],
    });
    const { now } = cells(listed('access'), listed('access', 'erasure'));
    expect(now).toMatch(/^• access\n<ins[^>]*>• erasure<\/ins>$/);
  });
});
