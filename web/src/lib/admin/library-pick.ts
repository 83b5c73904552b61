import type { MediaItem, MediaType } from '@/lib/api/media';
import type { ImageInfo } from '@/lib/entities';

// A file picked from the media library for a form's image or file field (docs/media.md):
// the field takes its address, nothing is uploaded or copied. Pure rules, shared by the
// picker, the record forms and the content editor.

/** LibraryPick is a library file chosen for a field, until the form is saved. */
export interface LibraryPick {
  /** libraryId is the file's id in the library; it tells a pick from a File or a URL. */
  libraryId: number;
  url: string;
  name: string;
  kind: string;
  size: number;
  /** image is what the server knows of a raster picture (size, focal point, resized copies); null for a PDF or an SVG. */
  image: ImageInfo | null;
  /** texts are the file's words by language code. */
  texts: MediaItem['texts'];
}

/** pickOf is the pick of a library file: its address, and for a picture the server's imageInfo of it. */
export function pickOf(item: MediaItem): LibraryPick {
  return { libraryId: item.id, url: item.url, name: item.name, kind: item.kind, size: item.size, image: item.image, texts: item.texts };
}

/** isLibraryPick tells a pick from a File, null or undefined in a form's value. */
export function isLibraryPick(value: unknown): value is LibraryPick {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<LibraryPick>;
  return typeof v.libraryId === 'number' && typeof v.url === 'string' && v.url !== '';
}

/** libraryTypesOf is what the library offers a field: pictures for an image field, PDFs (then pictures) for a file field that takes both. */
export function libraryTypesOf(field: 'image' | 'file'): MediaType[] {
  return field === 'image' ? ['image'] : ['pdf', 'image'];
}

/** thumbnailOf is the address a small preview of the file loads: a picture's narrowest resized copy, else the picture itself; null for a PDF. */
export function thumbnailOf(item: Pick<MediaItem, 'url' | 'kind' | 'image'>): string | null {
  if (item.kind === 'pdf') return null;
  const variants = item.image?.variants ?? [];
  if (variants.length === 0) return item.url;
  return variants.reduce((small, v) => (v.width < small.width ? v : small)).url;
}

/** pixelSizeText is a picture's size in pixels ("1200 × 800 px"), empty when the server does not know it (a PDF, an SVG). */
export function pixelSizeText(image: ImageInfo | null | undefined): string {
  if (!image || !image.width || !image.height) return '';
  return `${image.width} × ${image.height} px`;
}

/** altOf is the description the file has in the language, trimmed; '' when it has none there. */
export function altOf(texts: MediaItem['texts'] | undefined, locale: string): string {
  return texts?.[locale]?.alt?.trim() ?? '';
}

/**
 * nextIndex is where a key moves the focus in a grid of count items, columns wide: the arrow
 * keys by one or by a row, Home and End to the ends; null for another key. Moves stop at the
 * edges; from nowhere (-1), any arrow goes to the first item.
 */
export function nextIndex(key: string, index: number, count: number, columns: number): number | null {
  if (count === 0) return null;
  const cols = Math.max(1, columns);
  const clamp = (n: number) => Math.min(count - 1, Math.max(0, n));
  if (index < 0) return ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home'].includes(key) ? 0 : key === 'End' ? count - 1 : null;
  switch (key) {
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** columnsOf counts the items of a grid's first row, from the items' offsets from the top. */
export function columnsOf(tops: number[]): number {
  if (tops.length === 0) return 1;
  const first = tops[0];
  let n = 0;
  while (n < tops.length && Math.abs(tops[n] - first) < 2) n++;
  return Math.max(1, n);
}
