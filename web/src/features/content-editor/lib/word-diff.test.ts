import { describe, expect, it } from 'vitest';
import type { RichDoc, RichTextNode } from '@/content/schema';
import { diffWords, tokenise, type DiffPiece } from './word-diff';

const doc = (...content: RichTextNode[]): RichDoc => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

/** changed answers a side's words of one change, joined as a reader reads them, run by run. */
function changed(pieces: DiffPiece[], change: DiffPiece['change']): string[] {
  const out: string[] = [];
  pieces.forEach((p, i) => {
    if (p.change !== change) return;
    if (i > 0 && pieces[i - 1].change === change) out[out.length - 1] += p.text;
    else out.push(p.text);
  });
  return out;
}

describe('diffWords', () => {
  it('marks the word removed from a plain text and the word added in its place', () => {
    const { left, right } = diffWords('We keep your data for 30 days.', 'We keep your data for 14 days.');
    expect(changed(left, 'removed')).toEqual(['30']);
    expect(changed(right, 'added')).toEqual(['14']);
    expect(left.map((p) => p.text).join('')).toBe('We keep your data for 30 days.');
    expect(right.map((p) => p.text).join('')).toBe('We keep your data for 14 days.');
  });

  it('marks a phrase replaced as one change, the space between its words with it', () => {
    const { left, right } = diffWords('kept thirty days here', 'kept fourteen weeks here');
    expect(changed(left, 'removed')).toEqual(['thirty days']);
    expect(changed(right, 'added')).toEqual(['fourteen weeks']);
  });

  it('shows a word made bold as the plain word removed and the bold word added', () => {
    const { left, right } = diffWords('Under the GDPR you may ask.', doc({ type: 'text', text: 'Under the ' }, { type: 'text', text: 'GDPR', marks: [{ type: 'bold' }] }, { type: 'text', text: ' you may ask.' }));
    expect(left.filter((p) => p.change === 'removed')).toEqual([{ text: 'GDPR', change: 'removed' }]);
    expect(right.filter((p) => p.change === 'added')).toEqual([{ text: 'GDPR', bold: true, change: 'added' }]);
  });

  it('shows a link added with where it leads, and a link sent elsewhere as changed', () => {
    const linked = (href: string) => doc({ type: 'text', text: 'Write to ' }, { type: 'text', text: 'us', marks: [{ type: 'link', attrs: { href } }] }, { type: 'text', text: '.' });
    const added = diffWords('Write to us.', linked('/#contact'));
    expect(added.right.filter((p) => p.change === 'added')).toEqual([{ text: 'us', href: '/#contact', change: 'added' }]);
    const moved = diffWords(linked('/#contact'), linked('/privacy'));
    expect(moved.left.filter((p) => p.change === 'removed')).toEqual([{ text: 'us', href: '/#contact', change: 'removed' }]);
    expect(moved.right.filter((p) => p.change === 'added')).toEqual([{ text: 'us', href: '/privacy', change: 'added' }]);
  });

  it('shows a text against nothing as all added, and finds no change between equal texts', () => {
    expect(diffWords(undefined, 'New point').right.every((p) => p.change === 'added')).toBe(true);
    expect(diffWords(undefined, 'New point').left).toEqual([]);
    expect(diffWords('Same', doc({ type: 'text', text: 'Same' })).right).toEqual([{ text: 'Same', change: 'same' }]);
  });
});

describe('tokenise', () => {
  it('cuts words, spaces and punctuation, and puts blocks and list items on lines of their own', () => {
    expect(tokenise('30 days.').map((t) => t.text)).toEqual(['30', ' ', 'days', '.']);
    const listed: RichDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'You may ask:' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'access' }] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'erasure' }] }] }] },
      ],
    };
    expect(tokenise(listed).map((t) => t.text).join('')).toBe('You may ask:\n• access\n• erasure');
  });
});
