import { describe, expect, it } from 'vitest';
import { formatUSLongDate } from './us-date';

describe('formatUSLongDate', () => {
  it.each([
    ['2024-03-05', 'March 5, 2024'],
    ['1999-12-31', 'December 31, 1999'],
    ['2025-01-01', 'January 1, 2025'],
    ['2025-01-01T00:00:00Z', 'January 1, 2025'],
    ['', ''],
    ['soon', ''],
  ])('%s reads %s', (input, out) => {
    expect(formatUSLongDate(input)).toBe(out);
  });
});
