import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RichText } from '@/content/schema';
import { apiJSON } from '@/lib/api-client';
import { collections, type CollectionDeclaration } from '@/lib/collections';
import { inLanguage } from '@/lib/languages';

// The translations of a record's words into the site's other languages (the fields a
// collection declares translatable): GET path/{id}/translations?locale=<code> reads them,
// each beside its text in the default language; PUT there saves some of them.

/** FieldTranslation is one translatable field of a record in a language. */
export interface FieldTranslation {
  /** field is the field's JSON name. */
  field: string;
  /** source is the record's own text, in the default language (rich text for a richText field). */
  source: RichText;
  /** value is the translation, '' when the field has none (rich text for a richText field). */
  value: RichText;
  /** savedAt is when the translation was last saved (RFC 3339), null without one. */
  savedAt: string | null;
  savedBy?: string;
  /** sourceChangedAt is when the default language's text changed after that; null when it did not. */
  sourceChangedAt: string | null;
  /** stale: the translation waits for a review, since the default language's text changed. */
  stale: boolean;
}

/** RecordTranslations are a record's translatable fields in one language, in the declared order. */
export interface RecordTranslations {
  id: number;
  locale: string;
  fields: FieldTranslation[];
}

/** translatableFields are the fields of c whose words are translated. */
export function translatableFields(c: CollectionDeclaration) {
  return c.fields.filter((f) => f.translatable);
}

const translationsPath = (c: CollectionDeclaration, id: number, locale: string) =>
  `${c.path}/${id}/translations?locale=${encodeURIComponent(locale)}`;

/** translationsQueryOptions reads the translations of the record of c with the id in locale. */
export function translationsQueryOptions(c: CollectionDeclaration, id: number, locale: string) {
  return queryOptions({
    queryKey: [translationsPath(c, id, locale)],
    queryFn: () => apiJSON<RecordTranslations>('GET', translationsPath(c, id, locale)),
    staleTime: 0,
  });
}

/**
 * saveTranslations sends the texts (by field) as the record's translation in locale: each is
 * saved, an unchanged one confirmed as it is, an empty one removed. It answers the record's
 * translations as stored.
 */
export function saveTranslations(c: CollectionDeclaration, id: number, locale: string, texts: Record<string, RichText>) {
  return apiJSON<RecordTranslations>('PUT', translationsPath(c, id, locale), texts);
}

/**
 * useSaveTranslations saves translations of the record of c with the id in locale; on success
 * the editor shows what the server stored, and the lists in that language (c's, and those
 * whose folder fields show its name) are read again.
 */
export function useSaveTranslations(c: CollectionDeclaration, id: number, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: Record<string, RichText>) => saveTranslations(c, id, locale, texts),
    onSuccess: (saved) => {
      queryClient.setQueryData(translationsQueryOptions(c, id, locale).queryKey, saved);
      const referring = collections.filter((other) => other.fields.some((f) => f.refers === c.name));
      for (const list of [c, ...referring]) void queryClient.invalidateQueries({ queryKey: [inLanguage(list.path, locale)] });
    },
  });
}
