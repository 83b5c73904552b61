import { placeHref } from '@/lib/admin/panel-links';
import type { MediaItem, MediaSort, MediaType, MediaUse } from '@/lib/api/media';
import { formatFileSize } from '@/lib/file-size';
import { formatDate } from '@/lib/format';
import { focusOf } from '@/lib/image-focus';
import { plural } from '@/lib/plural';

// What the panel's Media view says about a file of the library, and where it links to.

/** The panel speaks English: sizes and dates of the view are written as English writes them. */
const PANEL_LANGUAGE = 'en';

/** isPdfItem tells whether the file is a PDF (a document, no picture to show). */
export function isPdfItem(item: Pick<MediaItem, 'kind'>): boolean {
  return item.kind === 'pdf';
}

/**
 * thumbnailOf is the address the lists show a file by: a raster picture's narrowest resized
 * copy (the file itself when it has none), an SVG itself; null for a PDF, which shows an icon.
 */
export function thumbnailOf(item: Pick<MediaItem, 'kind' | 'url' | 'image'>): string | null {
  if (isPdfItem(item)) return null;
  const variants = item.image?.variants ?? [];
  if (variants.length === 0) return item.url;
  return variants.reduce((a, b) => (b.width < a.width ? b : a)).url;
}

/**
 * previewOf is the address of a larger view of a picture: the narrowest resized copy at least
 * width pixels wide, else the file itself (an SVG, a picture narrower than width); null for a PDF.
 */
export function previewOf(item: Pick<MediaItem, 'kind' | 'url' | 'image'>, width = 800): string | null {
  if (isPdfItem(item)) return null;
  const wide = (item.image?.variants ?? []).filter((v) => v.width >= width).sort((a, b) => a.width - b.width);
  return wide[0]?.url ?? item.url;
}

const KIND_WORDS: Record<string, string> = {
  jpg: 'JPEG picture',
  png: 'PNG picture',
  webp: 'WebP picture',
  gif: 'GIF picture',
  svg: 'SVG picture',
  pdf: 'PDF document',
};

/** kindWords names a file's type: "PNG picture", "PDF document". */
export function kindWords(kind: string): string {
  return KIND_WORDS[kind] ?? kind.toUpperCase();
}

/** pixelSize is a raster picture's size, "1200 × 800 px"; "" for a PDF or an SVG. */
export function pixelSize(item: Pick<MediaItem, 'image'>): string {
  return item.image ? `${item.image.width} × ${item.image.height} px` : '';
}

/** sizeWords is a file's size in bytes as the panel writes it: "275.7 KB". */
export function sizeWords(bytes: number): string {
  return formatFileSize(bytes, PANEL_LANGUAGE);
}

/** uploadedWords says who uploaded a file and on which day: "eddie, December 2, 2026". */
export function uploadedWords(item: Pick<MediaItem, 'uploadedBy' | 'uploadedAt'>): string {
  const day = formatDate(item.uploadedAt, PANEL_LANGUAGE);
  const who = item.uploadedBy.trim() || 'Unknown';
  return day ? `${who}, ${day}` : who;
}

/** focusWords is a raster picture's focal point, "50% / 50%" (left / top); "" for a PDF or an SVG. */
export function focusWords(item: Pick<MediaItem, 'image'>): string {
  if (!item.image) return '';
  const f = focusOf(item.image);
  return `${f.x}% / ${f.y}%`;
}

/** usesWords counts a file's uses: "Not used", "Used in 1 place", "Used in 3 places". */
export function usesWords(count: number): string {
  return count === 0 ? 'Not used' : `Used in ${plural(count, 'place')}`;
}

/** hrefOfUse is where a use is edited in the panel (placeHref): the document's field, or the record. */
export const hrefOfUse = (use: MediaUse): string => placeHref(use);

/** keyOfUse tells a file's uses apart, for React's lists. */
export function keyOfUse(use: MediaUse): string {
  return `${use.document ?? use.collection}:${use.locale ?? use.id}:${use.pointer ?? ''}:${use.where}`;
}

/** TypeFilter is the list's type choice: every file, pictures or PDFs. */
export type TypeFilter = 'all' | MediaType;

export const TYPE_OPTIONS: { value: TypeFilter; label: string }[] = [
  { value: 'all', label: 'All files' },
  { value: 'image', label: 'Pictures' },
  { value: 'pdf', label: 'PDFs' },
];

export const SORT_OPTIONS: { value: MediaSort; label: string }[] = [
  { value: 'date', label: 'Newest first' },
  { value: 'name', label: 'Name' },
  { value: 'size', label: 'Largest first' },
];

/** countWords says how many files a list shows: "3 files", "No files". */
export function countWords(count: number): string {
  return count === 0 ? 'No files' : plural(count, 'file');
}
