// Every message staff read in the admin panel, in the spec's words (§5, §8), written once.
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { contactWords, genericMessages, linkRules } from '@/lib/site-rules';
import { TRASH_DAYS } from '@/lib/admin/trash-words';

/** The generic fallback messages of spec §5, from the rules the server shares. */
export const MSG_REQUIRED = genericMessages.required;
export const MSG_INVALID_INPUT = genericMessages.invalid;
/** The e-mail format message of spec §5 (the contact form's wording, reused for partners). */
export const MSG_EMAIL = contactWords(DEFAULT_LANGUAGE).email;
/** A partner's website that breaks the link rule; the server words its refusal the same. */
export const MSG_WEBSITE = linkRules.website.message;

/** A research file that is neither a PDF nor an accepted image (spec §5). */
export const INVALID_FILE_TYPE = {
  title: 'Invalid file type',
  description: 'Please select a PDF file or image (JPG, PNG, GIF, WebP, SVG)',
} as const;
/** A profile or gallery picture that is not an image; the spec is silent, so it echoes the research wording. */
export const INVALID_IMAGE_TYPE = {
  title: 'Invalid file type',
  description: 'Please select an image (JPG, PNG, GIF, WebP, SVG)',
} as const;
/** A multi-file pick that held something other than images and PDFs (spec §5). */
export const FILES_SKIPPED = {
  title: 'Some files were skipped',
  description: 'Only images and PDF files are supported',
} as const;
/**
 * The gallery's multi-file pick that held something other than a picture. The spec words only
 * the downloads' notice; telling staff who dropped a PDF into the gallery that PDFs are
 * supported would mislead, so the title is kept and the description names the pictures.
 */
export const IMAGES_SKIPPED = {
  title: FILES_SKIPPED.title,
  description: 'Only images (JPG, PNG, GIF, WebP, SVG) are supported',
} as const;

/** The upload failures of spec §8. */
export const IMAGE_UPLOAD_FAILED = {
  title: 'Image upload failed',
  description: 'Please try again with a different image',
} as const;
export const FILE_UPLOAD_FAILED = { title: 'Upload failed', description: 'Failed to upload file' } as const;

/** A library file replaced by another: every use shows the new one, and the old one waits in the trash. */
export const FILE_REPLACED = {
  title: 'File replaced',
  description: `Every page and document that uses it shows the new file. The old file is in the trash for ${TRASH_DAYS} days.`,
} as const;
/** The title over the reason a replacement was refused. */
export const FILE_NOT_REPLACED = 'File not replaced';

/** The bulk-upload outcomes of spec §5 and §8. */
export const BULK_UPLOAD_ERROR = { title: 'Upload Error', description: 'Please select files and a category' } as const;
export const BULK_UPLOAD_FAILED = { title: 'Upload Failed', description: 'Please try again' } as const;
export function bulkUploadSuccessful(count: number, folder: string) {
  return { title: 'Upload Successful', description: `Uploaded ${count} file(s) to ${folder} folder.` };
}
export function bulkUploadPartial(succeeded: number, total: number) {
  return { title: 'Partial Upload', description: `${succeeded} of ${total} files uploaded successfully.` };
}

/**
 * bulkOutcome is the toast that ends a bulk upload whose files were each tried (spec §8):
 * every file in, or a destructive 'Partial Upload' counting those in, even when none made
 * it. 'Upload Failed' (BULK_UPLOAD_FAILED) is kept for a failure of the whole batch.
 */
export function bulkOutcome(succeeded: number, total: number, folder: string) {
  if (succeeded === total) return { ...bulkUploadSuccessful(succeeded, folder), variant: 'default' as const };
  return { ...bulkUploadPartial(succeeded, total), variant: 'destructive' as const };
}

/** The label of a field's own upload, where "Choose from library" is offered beside it. */
export const UPLOAD_NEW = 'Upload new';

/** The busy labels of spec §4. */
export const BUSY_UPLOADING = 'Uploading...';
export const BUSY_SAVING = 'Saving...';

/** The failed sign-in of spec §8. */
export const LOGIN_FAILED = { title: 'Login failed', description: 'Invalid username or password' } as const;

/** successMessage builds the admin success toasts of spec §8, e.g. 'Team member added successfully!'. */
export function successMessage(entity: string, action: 'added' | 'updated' | 'deleted'): string {
  return `${entity} ${action} successfully!`;
}
