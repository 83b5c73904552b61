import rules from '../../content/rules.json';
import { fillTemplate } from './fill-template';

// The size limits of uploads: the server runs with its own (QRS_MAX_IMAGE_MB,
// QRS_MAX_PDF_MB) and tells the panel through GET /api/upload/limits; the words of a refusal
// are web/content/rules.json's, which the server words its own refusal with too.

/** UploadLimits are the largest image and PDF the server takes, in bytes. */
export interface UploadLimits {
  image: number;
  pdf: number;
}

const MB = 1024 * 1024;

/**
 * megabytes shows a byte count in megabytes of 1024 × 1024 bytes, as the limits are set:
 * "10 MB" for a whole number, else one decimal ("19.2 MB"), as the server does.
 */
export function megabytes(bytes: number): string {
  if (bytes % MB === 0) return `${bytes / MB} MB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * sizeRefusal is why a file of kind is refused before it is sent ("photo.jpg is 19.2 MB;
 * images can be at most 10 MB"), or null when it is within its limit.
 */
export function sizeRefusal(file: { name: string; size: number }, kind: 'image' | 'pdf', limits: UploadLimits): string | null {
  const limit = limits[kind];
  if (!(limit > 0) || file.size <= limit) return null;
  // A file just over the limit must not read as if it were at it.
  let size = megabytes(file.size);
  if (parseFloat(size) <= limit / MB) size = `more than ${megabytes(limit)}`;
  return fillTemplate(rules.uploads.tooLarge, {
    name: file.name,
    size,
    kinds: rules.uploads.kinds[kind],
    limit: megabytes(limit),
  });
}

/** fileSizeText shows a chosen file's size in the same units: "19.2 MB", or "312 KB" under a megabyte. */
export function fileSizeText(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
