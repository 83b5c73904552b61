import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills every slot, as often as it appears', () => {
    expect(fillTemplate('{n} of {total}', { n: 1, total: 4 })).toBe('1 of 4');
    expect(fillTemplate('{a}-{a}', { a: 'x' })).toBe('x-x');
  });

  it('leaves a slot it has no value for, and text without slots, as written', () => {
    expect(fillTemplate('Connect {wallet}', {})).toBe('Connect {wallet}');
    expect(fillTemplate('Plain text', { wallet: 'A' })).toBe('Plain text');
  });

  it('does not read inherited names', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});
