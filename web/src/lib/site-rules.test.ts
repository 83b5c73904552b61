import { describe, expect, it } from 'vitest';
import { contactRules, contactSubjectLabel } from './site-rules';

describe('shared contact rules', () => {
  it('labels a subject as the form offered it, and leaves an unknown value as sent', () => {
    expect(contactSubjectLabel('qrs-coin')).toBe('QRS Coin Investment');
    expect(contactSubjectLabel('retired-subject')).toBe('retired-subject');
  });

  it('words the e-mail pattern so Go (RE2) reads it too: no lookaround, no backreference', () => {
    expect(contactRules.email.pattern).not.toMatch(/\(\?[=!<]|\\[1-9]/);
  });

  it.each([
    ['jo@example.com', true],
    ["o'neil@example.ie", true],
    ['first.last+tag@sub.example.org', true],
    ['.jo@example.com', false],
    ['jo.@example.com', false],
    ['jo..mo@example.com', false],
    ['jo@example', false],
    ['jo@-example.com', false],
  ])('%s is an e-mail address: %s', (address, ok) => {
    expect(new RegExp(contactRules.email.pattern).test(address)).toBe(ok);
  });
});
