import { describe, expect, it } from 'vitest';
import {
  contactRules,
  contactSubjectLabel,
  contactSubjects,
  contactWords,
  genericMessages,
  newPasswordErrors,
  passwordRules,
  trimWhiteSpace,
  WHITE_SPACE_RUN,
  type NewPasswordForm,
} from './site-rules';
import rules from '../../content/rules.json';
import { languages } from './languages';

describe('shared contact rules', () => {
  it('labels a subject as the form offered it, in its language, and leaves an unknown value as sent', () => {
    expect(contactSubjectLabel('qrs-coin', 'en')).toBe('QRS Coin Investment');
    expect(contactSubjectLabel('qrs-coin', 'de')).toBe('Investition in den QRS Coin');
    expect(contactSubjectLabel('retired-subject', 'de')).toBe('retired-subject');
  });

  it('offers the subjects in the language of the page, in English for a language the rules lack', () => {
    expect(contactSubjects('de').map((s) => s.label)).toEqual(['QRS-Technologie', 'Investition in den QRS Coin', 'Wellnesszentren', 'Sonstiges']);
    expect(contactSubjects('fr')).toEqual(contactSubjects('en'));
    expect(contactSubjects('en').map((s) => s.value)).toEqual(['qrs-technology', 'qrs-coin', 'wellness-centers', 'other']);
  });

  it('words the form in every language of the site, and in English for another', () => {
    for (const { code } of languages) {
      expect(Object.values(contactWords(code)).every((w) => w.length > 0)).toBe(true);
    }
    expect(contactWords('de').subject).toBe('Bitte wählen Sie einen Betreff');
    expect(contactWords('fr')).toEqual(contactWords('en'));
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

describe('the new-password rule', () => {
  const good = 'a much longer secret';
  const form = (over: Partial<NewPasswordForm>): NewPasswordForm => ({
    currentPassword: 'generated-first-password',
    newPassword: good,
    repeatPassword: good,
    ...over,
  });

  it('accepts a long enough new password, repeated, that differs from the current one', () => {
    expect(newPasswordErrors(form({}))).toEqual({});
  });

  it('says which field is missing', () => {
    expect(newPasswordErrors({ currentPassword: '', newPassword: '', repeatPassword: '' })).toEqual({
      currentPassword: genericMessages.required,
      newPassword: genericMessages.required,
      repeatPassword: genericMessages.required,
    });
  });

  it('refuses one character fewer than the minimum, counting characters rather than UTF-16 units', () => {
    const short = 'x'.repeat(passwordRules.minLength - 1);
    expect(newPasswordErrors(form({ newPassword: short, repeatPassword: short })).newPassword).toBe(passwordRules.tooShort);
    // Each emoji is two UTF-16 units but one character, as the server counts it.
    const emoji = '🔑'.repeat(passwordRules.minLength - 1);
    expect(emoji.length).toBeGreaterThanOrEqual(passwordRules.minLength);
    expect(newPasswordErrors(form({ newPassword: emoji, repeatPassword: emoji })).newPassword).toBe(passwordRules.tooShort);
    const enough = '🔑'.repeat(passwordRules.minLength);
    expect(newPasswordErrors(form({ newPassword: enough, repeatPassword: enough }))).toEqual({});
  });

  it('refuses the current password as the new one', () => {
    const current = form({}).newPassword;
    expect(newPasswordErrors(form({ currentPassword: current })).newPassword).toBe(passwordRules.sameAsCurrent);
  });

  it('refuses a repeat that differs', () => {
    expect(newPasswordErrors(form({ repeatPassword: `${good}!` }))).toEqual({ repeatPassword: passwordRules.repeatMismatch });
  });

  it('names the minimum in its message', () => {
    expect(passwordRules.tooShort).toContain(String(passwordRules.minLength));
  });
});

describe('the white space both sides read', () => {
  // Go's \s is ASCII only: rules.json writes out the class, and this proves it is exactly \s.
  it('is exactly the white space of \\s and trim(), character by character', () => {
    const written = new RegExp(`^${rules.whiteSpace.pattern}$`);
    const differing: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCodePoint(code);
      if (written.test(c) !== /^\s$/.test(c) || (c.trim() === '') !== /^\s$/.test(c)) differing.push(code.toString(16));
    }
    expect(differing).toEqual([]);
  });

  it('trims both ends as trim() does, and matches every run', () => {
    const text = '\ufeff\u00a0 a \u2028\t b\u3000\n';
    expect(trimWhiteSpace(text)).toBe(text.trim());
    expect(text.replace(WHITE_SPACE_RUN, '_')).toBe(text.replace(/\s+/g, '_'));
  });
});
