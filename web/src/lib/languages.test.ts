import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, isLanguage, languages } from './languages';

describe('the languages the site speaks', () => {
  it('are English by default, and German', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languages.map((l) => l.code)).toEqual(['en', 'de']);
    expect(isLanguage('de')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });

  it('each have the tags a page states its language with', () => {
    for (const l of languages) {
      expect(l.name).not.toBe('');
      expect(l.htmlLang).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(l.ogLocale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    }
  });
});
