import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mediaListQueryOptions, type MediaItem } from '@/lib/api/media';
import { altOf } from './library-pick';

// A picture of a content document is described by the words beside it, or else by the media
// library's words for it in the document's language (docs/media.md): the form, its checks and
// the pages read the same words.

/** libraryAltsOf is the library's descriptions in locale of its files, by address; a file without one is left out. */
export function libraryAltsOf(items: readonly MediaItem[] | undefined, locale: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items ?? []) {
    const alt = altOf(item.texts, locale);
    if (alt !== '') out[item.url] = alt;
  }
  return out;
}

/** useLibraryAlts reads the library's pictures and answers their descriptions in locale by address ({} until read). */
export function useLibraryAlts(locale: string): Record<string, string> {
  const pictures = useQuery({ ...mediaListQueryOptions({ type: 'image' }), staleTime: 30_000 });
  return useMemo(() => libraryAltsOf(pictures.data, locale), [pictures.data, locale]);
}
