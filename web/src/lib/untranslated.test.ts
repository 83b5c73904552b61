import { describe, expect, it } from 'vitest';
import { fieldLang } from './untranslated';

describe('fieldLang', () => {
  it('marks a field the record shows in English', () => {
    expect(fieldLang({ untranslated: ['title', 'description'] }, 'description')).toBe('en');
  });

  it('leaves a translated field, and every field of an English list, without a language of its own', () => {
    expect(fieldLang({ untranslated: ['title'] }, 'description')).toBeUndefined();
    expect(fieldLang({}, 'description')).toBeUndefined();
  });
});
