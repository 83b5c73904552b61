/** FileKind is what a download is: a PDF document or an image (spec §2); the downloads document words it. */
export type FileKind = 'pdf' | 'image';

/** isPdfUrl tells whether a download's URL ends in .pdf (ignoring case, query and fragment). */
export function isPdfUrl(url: string): boolean {
  return url.split(/[?#]/)[0].toLowerCase().endsWith('.pdf');
}

/** fileKind tells a download's kind by its URL: pdf for .pdf, else image. */
export function fileKind(url: string): FileKind {
  return isPdfUrl(url) ? 'pdf' : 'image';
}
