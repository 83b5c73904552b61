/** FileKind is how the library names a download (spec §2). */
export type FileKind = 'PDF Document' | 'Image File';

/** isPdfUrl tells whether a download's URL ends in .pdf (ignoring case, query and fragment). */
export function isPdfUrl(url: string): boolean {
  return url.split(/[?#]/)[0].toLowerCase().endsWith('.pdf');
}

/** fileKind names a download by its URL: 'PDF Document' for .pdf, else 'Image File'. */
export function fileKind(url: string): FileKind {
  return isPdfUrl(url) ? 'PDF Document' : 'Image File';
}

/** fileActionLabel is the text of a download's button: 'Download PDF' or 'View Image'. */
export function fileActionLabel(url: string): 'Download PDF' | 'View Image' {
  return isPdfUrl(url) ? 'Download PDF' : 'View Image';
}
