import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON, apiUpload } from '@/lib/api-client';
import type { ImageInfo } from '@/lib/entities';

// The media library (docs/media.md): every uploaded file once, described once, with where
// it is used. GET /api/media lists it, GET /api/media/{id} reads one file, POST /api/media
// uploads into it, PATCH /api/media/{id}?locale= describes a file in a language and moves its
// focal point, POST /api/media/{id}/replace gives a file a new one for every use, DELETE
// /api/media/{id} moves an unused file to the trash.

/** MediaUse is one place that uses a file: what holds it and where, and how to open it. */
export interface MediaUse {
  /** label names what holds the file: `Team member “Anna”`, `Site content “home”, draft`. */
  label: string;
  /** where names the field: "Profile image", "Search engines and sharing › Social preview image". */
  where: string;
  /** document, locale and pointer name a content document's field. */
  document?: string;
  locale?: string;
  pointer?: string;
  /** collection and id name a record. */
  collection?: string;
  id?: number;
}

/** MediaText is a file's words in one language. */
export interface MediaText {
  alt: string;
  caption: string;
}

/** MediaItem is a file of the library as the server answers it. */
export interface MediaItem {
  id: number;
  url: string;
  /** name is the file's name on the computer it was uploaded from. */
  name: string;
  /** kind is its type: jpg, png, webp, gif, svg or pdf. */
  kind: string;
  size: number;
  sha256: string;
  uploadedBy: string;
  /** uploadedAt is RFC 3339. */
  uploadedAt: string;
  kept: boolean;
  /** texts are its words by language code. */
  texts: Record<string, MediaText>;
  /** image is what the server knows of a raster picture (size, focal point, resized copies); null for a PDF or an SVG. */
  image: ImageInfo | null;
  usedIn: MediaUse[];
  /** existing is set by an upload whose bytes the library held: the item is that file. */
  existing?: string;
}

/** MediaType is a kind of file a list may be narrowed to. */
export type MediaType = 'image' | 'pdf';

/** MediaSort is the order of a list: the newest first, by name, or the largest first. */
export type MediaSort = 'date' | 'name' | 'size';

/** MediaQuery narrows and orders a list; every part is optional. */
export interface MediaQuery {
  type?: MediaType;
  q?: string;
  unused?: boolean;
  sort?: MediaSort;
}

export const MEDIA_PATH = '/api/media';

/** mediaListPath is the address of a list of the library for query. */
export function mediaListPath(query: MediaQuery = {}): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.unused) params.set('unused', 'true');
  if (query.sort && query.sort !== 'date') params.set('sort', query.sort);
  const search = params.toString();
  return search ? `${MEDIA_PATH}?${search}` : MEDIA_PATH;
}

/** mediaListQueryOptions reads the library as query narrows and orders it. */
export function mediaListQueryOptions(query: MediaQuery = {}) {
  return queryOptions({
    queryKey: [MEDIA_PATH, 'list', query],
    queryFn: () => apiJSON<MediaItem[]>('GET', mediaListPath(query)),
  });
}

/** mediaItemQueryOptions reads one file of the library, with its uses. */
export function mediaItemQueryOptions(id: number) {
  return queryOptions({
    queryKey: [MEDIA_PATH, 'item', id],
    queryFn: () => apiJSON<MediaItem>('GET', `${MEDIA_PATH}/${id}`),
  });
}

/** sendFile posts one file as the form field "file" to url, reporting its progress (0–1), and answers the library's file. */
function sendFile(url: string, file: File, onProgress?: (fraction: number) => void): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<MediaItem>(url, form, onProgress);
}

/** uploadToLibrary sends one file (a picture or a PDF) into the library, reporting its progress (0–1). */
export function uploadToLibrary(file: File, onProgress?: (fraction: number) => void): Promise<MediaItem> {
  return sendFile(MEDIA_PATH, file, onProgress);
}

/**
 * replaceMedia gives the file of the id a new file of its kind (a picture for a picture, a PDF
 * for a PDF), reporting its progress (0–1): every use takes the new address, the old one leads
 * to it, and the old file goes to the trash. It answers the file with its new address.
 */
export function replaceMedia(id: number, file: File, onProgress?: (fraction: number) => void): Promise<MediaItem> {
  return sendFile(`${MEDIA_PATH}/${id}/replace`, file, onProgress);
}

/** MediaPatch changes a file: its words in one language (a field left out keeps its value) and its focal point (both numbers or neither). */
export interface MediaPatch {
  alt?: string;
  caption?: string;
  focusX?: number;
  focusY?: number;
}

/** patchMedia changes the file of the id, its words in the language of locale. */
export function patchMedia(id: number, locale: string, patch: MediaPatch): Promise<MediaItem> {
  return apiJSON<MediaItem>('PATCH', `${MEDIA_PATH}/${id}?locale=${encodeURIComponent(locale)}`, patch);
}

/** MediaDeleted is the answer of a delete: its message, and the trash entry that restores the file. */
export interface MediaDeleted {
  message: string;
  trashId: number;
}

/** deleteMedia moves the file of the id to the trash; the server refuses (409, with its uses) while it is used. */
export function deleteMedia(id: number): Promise<MediaDeleted> {
  return apiJSON<MediaDeleted>('DELETE', `${MEDIA_PATH}/${id}`);
}

/** useMediaChanged answers a function that marks every list and file of the library stale, after a change. */
export function useMediaChanged(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [MEDIA_PATH] });
}

/** usePatchMedia changes a file and marks the library stale. */
export function usePatchMedia() {
  const changed = useMediaChanged();
  return useMutation({
    mutationFn: ({ id, locale, patch }: { id: number; locale: string; patch: MediaPatch }) => patchMedia(id, locale, patch),
    onSuccess: changed,
  });
}

/** useDeleteMedia moves a file to the trash and marks the library stale. */
export function useDeleteMedia() {
  const changed = useMediaChanged();
  return useMutation({ mutationFn: deleteMedia, onSuccess: changed });
}

/**
 * useReplaceMedia replaces a file, reporting its progress. Every record and document that used
 * it now holds the new address, so everything the panel read is marked stale, not only the
 * library; the file's own answer is shown at once.
 */
export function useReplaceMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, onProgress }: { id: number; file: File; onProgress?: (fraction: number) => void }) => replaceMedia(id, file, onProgress),
    onSuccess: (item) => {
      client.setQueryData(mediaItemQueryOptions(item.id).queryKey, item);
      return client.invalidateQueries();
    },
  });
}
