import { afterEach, describe, expect, it } from 'vitest';
import { seedLanguages } from './site-languages';
import { fieldLang, recordsLanguage } from './untranslated';

describe('fieldLang', () => {
  it('marks a field the record shows in English', () => {
    expect(fieldLang({ untranslated: ['title', 'description'] }, 'description')).toBe('en');
  });

  it('leaves a translated field, and every field of an English list, without a language of its own', () => {
    expect(fieldLang({ untranslated: ['title'] }, 'description')).toBeUndefined();
    expect(fieldLang({}, 'description')).toBeUndefined();
  });
});

describe('recordsLanguage', () => {
  afterEach(() => seedLanguages({ '/api/languages': { languages: [] } }));

  it('reads a German page’s records in German, and an English page’s in English', () => {
    seedLanguages({ '/api/languages': { languages: [{ code: 'de', pages: {}, untranslated: [], missing: [], files: {} }] } });
    expect(recordsLanguage(['team'], 'de')).toBe('de');
    expect(recordsLanguage(['team'], 'en')).toBe('en');
  });

  it('reads them in English on a German page shown in English for want of its German document', () => {
    seedLanguages({ '/api/languages': { languages: [{ code: 'de', pages: {}, untranslated: ['/team'], missing: ['team'], files: {} }] } });
    expect(recordsLanguage(['team'], 'de')).toBe('en');
    expect(recordsLanguage(['gallery'], 'de')).toBe('de');
  });
});
