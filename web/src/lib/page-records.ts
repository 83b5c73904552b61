import { inLanguage } from './languages';
import { usePageListState, type PageListState } from './site-content';
import { recordsLanguage } from './untranslated';

/**
 * Localized is a record of a list read in a language (see usePageRecords): in a language
 * other than the default, untranslated names the fields it shows in the default language,
 * and a record others refer to by name (a folder, a partner category) has that name in
 * source, in the default language.
 */
export type Localized<T> = T & { untranslated?: string[]; source?: Record<string, string> };

/**
 * usePageRecords returns a collection's list on a public page showing the documents shows:
 * GET path in the page's language (?locale= for a language other than the default), or in the
 * default one where the page lacks a document in its own (recordsLanguage). The page's
 * embedded data is keyed by that path, so the first render has the records at once.
 */
export function usePageRecords<T>(c: { path: string }, shows: readonly string[]): PageListState<Localized<T>> {
  return usePageListState<Localized<T>>(inLanguage(c.path, recordsLanguage(shows)));
}
