import { DEFAULT_LANGUAGE, htmlLangOf } from './languages';

// A record read in a language other than the default (pageRecordsQueryOptions) names the
// fields it still shows in the default language; their elements say so with lang="…", so a
// screen reader reads them in that language and search engines know them for what they are.

/**
 * fieldLang answers the lang attribute of the element showing field of record: the default
 * language's tag when the record shows that field untranslated, else undefined (the element
 * is in the page's language, and the attribute is left out).
 */
export function fieldLang(record: { untranslated?: readonly string[] }, field: string): string | undefined {
  return record.untranslated?.includes(field) ? htmlLangOf(DEFAULT_LANGUAGE) : undefined;
}
