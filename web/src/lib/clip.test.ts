import { describe, expect, it } from 'vitest';
import { clip } from './clip';

describe('clip', () => {
  it('keeps a short text whole', () => {
    expect(clip('short', 10)).toEqual({ text: 'short', clipped: false });
  });

  it('clips a long one at a character and marks it', () => {
    expect(clip('abcdefghijkl', 5)).toEqual({ text: 'abcde…', clipped: true });
    expect(clip('😀😀😀😀', 2)).toEqual({ text: '😀😀…', clipped: true });
  });
});
