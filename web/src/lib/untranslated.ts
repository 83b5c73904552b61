import { DEFAULT_LANGUAGE, htmlLangOf, pageLanguage } from './languages';
import { isMissing } from './site-languages';

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

/**
 * recordsLanguage answers the language a page reads its records in: the page's own, but the
 * default one on a page that shows the default language's text for want of one of its
 * documents (shows) in its own, as the server embeds its lists then: no page mixes languages.
 */
export function recordsLanguage(shows: readonly string[], code: string = pageLanguage()): string {
  return shows.some((key) => isMissing(key, code)) ? DEFAULT_LANGUAGE : code;
}
