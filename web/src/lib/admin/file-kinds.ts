// File-kind rules of spec §5: which files a form takes and where an upload goes.

const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'];
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'];

/** FileLike is the part of a File these rules read (so they run on plain objects in tests). */
export interface FileLike {
  name: string;
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** The types a browser gives a file it cannot name; then the file's extension decides. */
const UNNAMED_TYPES = ['', 'application/octet-stream'];

/** UploadKind is what the server takes a file as: a PDF or one of the accepted pictures. */
export type UploadKind = 'pdf' | 'image';

/**
 * uploadKind decides once, for every rule below, what a file is: by the browser's type when it
 * names one, else by the extension (a .pdf dropped from some systems has no type). null means
 * the site takes no such file: another image kind (BMP, HEIC) or anything else.
 */
export function uploadKind(file: FileLike): UploadKind | null {
  if (file.type === 'application/pdf') return 'pdf';
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (!UNNAMED_TYPES.includes(file.type)) return null;
  const extension = extensionOf(file.name);
  if (extension === '.pdf') return 'pdf';
  return IMAGE_EXTENSIONS.includes(extension) ? 'image' : null;
}

/** isPdf tells a PDF by its type, or by its extension when the browser gave no type. */
export function isPdf(file: FileLike): boolean {
  return uploadKind(file) === 'pdf';
}

/** isAcceptedImage accepts JPG, PNG, GIF, WebP and SVG pictures: the gallery's and the team's rule. */
export function isAcceptedImage(file: FileLike): boolean {
  return uploadKind(file) === 'image';
}

/** isResearchFile is the download form's and the downloads bulk pick's rule: a PDF or an accepted image (spec §5). */
export function isResearchFile(file: FileLike): boolean {
  return uploadKind(file) !== null;
}

/** uploadRouteFor routes a PDF to the pdf upload call and anything else to the image call (spec §5). */
export function uploadRouteFor(file: FileLike): { url: string; field: string } {
  return isPdf(file) ? { url: '/api/upload/pdf', field: 'pdf' } : { url: '/api/upload/image', field: 'image' };
}

/** titleFromFileName is a bulk-created record's title: the file name without its extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** bulkDescription is a bulk-created record's automatic description; it begins 'Uploaded' (spec §5). */
export function bulkDescription(name: string): string {
  return `Uploaded from ${name}`;
}

/** isPdfUrl tells a PDF download from an image by its URL (spec §2: ends in .pdf). */
export function isPdfUrl(url: string): boolean {
  return url.toLowerCase().split(/[?#]/)[0].endsWith('.pdf');
}

/** Accept attributes for the file pickers. */
export const ACCEPT_IMAGES = IMAGE_TYPES.join(',') + ',' + IMAGE_EXTENSIONS.join(',');
export const ACCEPT_PDF = 'application/pdf,.pdf';
export const ACCEPT_RESEARCH_FILES = ACCEPT_PDF + ',' + ACCEPT_IMAGES;
