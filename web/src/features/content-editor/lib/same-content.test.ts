import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent (is the form dirty?)', () => {
  it('sees a changed text, number, flag or list order', () => {
    expect(sameContent({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(sameContent({ n: 1 }, { n: 2 })).toBe(false);
    expect(sameContent({ f: true }, { f: false })).toBe(false);
    expect(sameContent({ l: [1, 2] }, { l: [2, 1] })).toBe(false);
    expect(sameContent({ l: [1, 2] }, { l: [1, 2, 3] })).toBe(false);
  });

  it('is not fooled by key order, or by an optional field set to undefined', () => {
    expect(sameContent({ a: 1, b: { c: [1, { d: 'x' }] } }, { b: { c: [1, { d: 'x' }] }, a: 1 })).toBe(true);
    expect(sameContent({ seo: { title: 'T', image: undefined } }, { seo: { title: 'T' } })).toBe(true);
  });

  it('tells an empty text from a missing field and a list from an object', () => {
    expect(sameContent({ a: '' }, {})).toBe(false);
    expect(sameContent({ a: [] }, { a: {} })).toBe(false);
    expect(sameContent(null, {})).toBe(false);
  });
});
