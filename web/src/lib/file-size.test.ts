import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [275_689, '275.7 KB'],
    [56_000_000, '56.0 MB'],
    [1_500_000_000, '1.5 GB'],
    [-1, ''],
  ])('%s bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
