import { describe, expect, it } from 'vitest';
import { browserWords, whenWords } from './describe';

describe('browserWords', () => {
  it('names common browsers and systems', () => {
    expect(browserWords('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iPhone',
    );
    expect(browserWords('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge on Windows');
    expect(browserWords('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe('Chrome on Linux');
    expect(browserWords('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox on Mac');
  });

  it('shows a script or an empty header as it is', () => {
    expect(browserWords('curl/8.4.0')).toBe('curl/8.4.0');
    expect(browserWords('')).toBe('Unknown browser');
  });
});

describe('whenWords', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says how long ago within a day, else the date', () => {
    expect(whenWords('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(whenWords('2026-11-23T11:55:00Z', now)).toBe('5 min ago');
    expect(whenWords('2026-11-23T09:00:00Z', now)).toBe('3 h ago');
    expect(whenWords('2026-11-01T09:00:00Z', now)).toBe('1 Nov 2026');
    expect(whenWords(null, now)).toBe('never');
  });
});
