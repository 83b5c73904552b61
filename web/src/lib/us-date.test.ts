import { describe, expect, it } from 'vitest';
import { formatUSDateOrYear, formatUSLongDate } from './us-date';

describe('formatUSLongDate', () => {
  it.each([
    ['2024-03-05', 'March 5, 2024'],
    ['1999-12-31', 'December 31, 1999'],
    ['2025-01-01', 'January 1, 2025'],
    ['2025-01-05', 'January 5, 2025'],
    ['2025-01-01T00:00:00Z', 'January 1, 2025'],
    ['2024-02-29', 'February 29, 2024'],
    ['2023-02-29', ''],
    ['1900-02-29', ''],
    ['2000-02-29', 'February 29, 2000'],
    ['2025-04-31', ''],
    ['2025-13-01', ''],
    ['2025-00-10', ''],
    ['', ''],
    ['soon', ''],
  ])('%s reads %s', (input, out) => {
    expect(formatUSLongDate(input)).toBe(out);
  });

  it('agrees with the browser’s en-US long date on every day of a leap year', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 86_400_000) {
      const day = new Date(t);
      expect(formatUSLongDate(day.toISOString().slice(0, 10))).toBe(intl.format(day));
    }
  });
});

describe('formatUSDateOrYear', () => {
  it('keeps a bare year and spells out a full date', () => {
    expect(formatUSDateOrYear('1996')).toBe('1996');
    expect(formatUSDateOrYear('1996-07-04')).toBe('July 4, 1996');
  });
});
