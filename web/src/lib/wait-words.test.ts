import { describe, expect, it } from 'vitest';
import { tryAgainIn, waitWords } from './wait-words';

describe('waitWords', () => {
  it('words short waits in seconds, longer ones in minutes and the longest in hours, rounded up', () => {
    expect(waitWords(1)).toBe('1 second');
    expect(waitWords(37)).toBe('37 seconds');
    expect(waitWords(119)).toBe('119 seconds');
    expect(waitWords(120)).toBe('2 minutes');
    expect(waitWords(361)).toBe('7 minutes');
    expect(waitWords(2 * 3600 - 1)).toBe('120 minutes');
    expect(waitWords(2 * 3600)).toBe('2 hours');
    expect(waitWords(3 * 3600 - 5)).toBe('3 hours');
  });

  it('says nothing when the server gave no wait', () => {
    expect(tryAgainIn(undefined)).toBe('');
    expect(tryAgainIn(60)).toBe('Try again in 60 seconds.');
  });
});
