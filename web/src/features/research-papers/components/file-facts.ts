import type { ContentDocs } from '@/content/schema';
import { formatFileSize } from '@/lib/file-size';
import { fillTemplate } from '@/lib/fill-template';

/**
 * FileInfo is what the server knows of a download's uploaded file, from the media library:
 * its kind as the upload read it from its bytes ("pdf", "png" ...) and its size in bytes.
 */
export interface FileInfo {
  kind: string;
  size: number;
}

/** WithFileInfo is a download as the server lists it: with its file's pdfInfo, null for a file the library does not hold. */
export type WithFileInfo<T> = T & { pdfInfo?: FileInfo | null };

/** FileWords are the site's words for a download's facts: the pattern that joins its type and size. */
export type FileWords = Pick<ContentDocs['site']['ui'], 'fileFacts'>;

/**
 * fileFacts states a download's type and size as its link shows them, "PDF, 1.2 MB", the size
 * written as the language writes numbers ("PDF, 1,2 MB" in German). The type is the code of
 * the file's format, the same in every language: the kind the server read from the file, else
 * the one its address ends in. Either stands alone when the other is not known (a file
 * elsewhere has no size); "" when neither is.
 */
export function fileFacts(url: string, info: FileInfo | null | undefined, words: FileWords, lang?: string): string {
  const type = (info?.kind || kindOfAddress(url)).toUpperCase();
  const size = info && info.size > 0 ? formatFileSize(info.size, lang) : '';
  if (type && size) return words.fileFacts ? fillTemplate(words.fileFacts, { type, size }) : type;
  return type || size;
}

/** kindOfAddress is the kind a file's address ends in ("pdf" for /a/b.PDF?x), "" for none. */
function kindOfAddress(url: string): string {
  return /\.([a-z][a-z0-9]{1,4})$/i.exec(url.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase() ?? '';
}

/**
 * downloadName is the name a download is saved under: its title, without the characters a
 * file name may not hold, and the kind its address ends in ("Ion Transport.pdf"), where the
 * stored file has a generated name.
 */
export function downloadName(title: string, url: string): string {
  const kind = kindOfAddress(url);
  // eslint-disable-next-line no-control-regex -- control characters are among those a file name may not hold
  const name = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return name && kind ? `${name}.${kind}` : '';
}
