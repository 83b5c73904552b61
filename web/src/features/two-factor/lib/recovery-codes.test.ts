import { describe, expect, it } from 'vitest';
import { digitsOnly, groupSecret, recoveryCodesText } from './recovery-codes';

describe('recovery codes and secrets as a person reads them', () => {
  it('lists every code on its own line after what they are for', () => {
    const text = recoveryCodesText('ann', 'QRS', ['abcde-fghjk', 'mnpqr-stuvw']);
    expect(text.split('\n')).toContain('abcde-fghjk');
    expect(text.split('\n')).toContain('mnpqr-stuvw');
    expect(text.startsWith('Recovery codes for ann at QRS')).toBe(true);
  });

  it('groups a secret in fours without a trailing space', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });

  it('keeps only the digits of a pasted code, at most six', () => {
    expect(digitsOnly(' 123 456 ', 6)).toBe('123456');
    expect(digitsOnly('1234567', 6)).toBe('123456');
  });
});
