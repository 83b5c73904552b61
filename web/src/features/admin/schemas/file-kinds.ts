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

/** isPdf tells a PDF by its type, or by its extension when the browser gave no type. */
export function isPdf(file: FileLike): boolean {
  return file.type === 'application/pdf' || (file.type === '' && extensionOf(file.name) === '.pdf');
}

/** isAcceptedImage accepts JPG, PNG, GIF, WebP and SVG pictures. */
export function isAcceptedImage(file: FileLike): boolean {
  if (file.type) return IMAGE_TYPES.includes(file.type);
  return IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/** isResearchFile is the download form's rule: a PDF or an accepted image (spec §5). */
export function isResearchFile(file: FileLike): boolean {
  return isPdf(file) || isAcceptedImage(file);
}

/** isBulkCandidate is the multi-file pick's rule: any image or a PDF (spec §5). */
export function isBulkCandidate(file: FileLike): boolean {
  return file.type.startsWith('image/') || isPdf(file) || isAcceptedImage(file);
}

/** uploadRouteFor routes a PDF to the pdf upload call and anything else to the image call (spec §5). */
export function uploadRouteFor(file: FileLike): { url: string; field: string } {
  return file.type === 'application/pdf' ? { url: '/api/upload/pdf', field: 'pdf' } : { url: '/api/upload/image', field: 'image' };
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
export const ACCEPT_RESEARCH_FILES = 'application/pdf,.pdf,' + ACCEPT_IMAGES;
