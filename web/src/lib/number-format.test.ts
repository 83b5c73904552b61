import { describe, expect, it } from 'vitest';
import { compactNumber, groupThousands } from './number-format';

describe('groupThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [40_000_000, '40,000,000'],
    [50_000_000, '50,000,000'],
    [1_234_567, '1,234,567'],
    [-1_000_000, '-1,000,000'],
  ])('%s reads %s', (n, out) => {
    expect(groupThousands(n)).toBe(out);
  });

  it('agrees with the browser’s en-US grouping', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [7, 42, 512, 4096, 65_536, 1_048_576, 16_777_216, 4_000_000_000]) expect(groupThousands(n)).toBe(intl.format(n));
  });
});

describe('compactNumber', () => {
  it.each([
    [50_000_000, '50M'],
    [1_500, '1.5K'],
    [2_000_000_000, '2B'],
    [999, '999'],
  ])('%s reads %s', (n, out) => {
    expect(compactNumber(n)).toBe(out);
  });
});
