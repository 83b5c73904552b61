// The zod schemas of the admin forms (spec §5). Each message is written once, in messages.ts.
import { z } from 'zod';
import { isEmail } from '@/lib/site-rules';
import { isWebsite } from '@/lib/website-url';
import { isAcceptedImage, isResearchFile } from './file-kinds';
import { INVALID_FILE_TYPE, INVALID_IMAGE_TYPE, MSG_EMAIL, MSG_INVALID_INPUT, MSG_REQUIRED, MSG_WEBSITE } from './messages';

/** FormMode: add when no item is selected, edit when one is (spec §4). */
export type FormMode = 'add' | 'edit';

const requiredText = z.string({ error: MSG_REQUIRED }).trim().min(1, MSG_REQUIRED);
const optionalText = z.string({ error: MSG_INVALID_INPUT }).trim().default('');

/** The most an order may be; the server takes anything larger as 0 too. */
const ORDER_LIMIT = 1e9;

/**
 * A number typed by staff; anything that is not a number as a whole becomes 0 (spec §5), so
 * '12abc' is 0, not 12. A decimal is cut to its whole part, as the server does.
 */
const lenientNumber = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => {
    const text = typeof v === 'number' ? String(v) : (v ?? '').trim();
    const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : 0;
    return Number.isFinite(n) && Math.abs(n) <= ORDER_LIMIT ? Math.trunc(n) || 0 : 0;
  });

/** A partner's e-mail, when given, passes the server's test (the contact form's rule). */
const optionalEmail = optionalText.refine((v) => v === '' || isEmail(v), MSG_EMAIL);

/** A website, when given, must keep the site's one link rule once https:// is put before it, as the server checks. */
const optionalWebsite = optionalText.refine((v) => v === '' || isWebsite(v), MSG_WEBSITE);

const anyFile = z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, MSG_REQUIRED);
const imageFile = anyFile.refine(isAcceptedImage, `${INVALID_IMAGE_TYPE.title}: ${INVALID_IMAGE_TYPE.description}`);
const researchFile = anyFile.refine(isResearchFile, `${INVALID_FILE_TYPE.title}: ${INVALID_FILE_TYPE.description}`);

/** focusPoint is a picture's focal point as the image field sets it, in whole percent. */
const focusPoint = z.object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) });

/** teamMemberSchema: name, title, company, description required; the profile image must be an image. */
export const teamMemberSchema = z.object({
  name: requiredText,
  title: requiredText,
  company: requiredText,
  description: requiredText,
  orderIndex: lenientNumber,
  /** null removes the current photo; undefined keeps it. */
  imageFile: imageFile.nullable().optional(),
  imageFocus: focusPoint.optional(),
});

/** galleryImageSchema: the image file is required only when adding; editing keeps the current one. */
export function galleryImageSchema(mode: FormMode) {
  return z.object({
    title: requiredText,
    description: requiredText,
    category: requiredText,
    imageFile: mode === 'add' ? imageFile : imageFile.optional(),
    imageFocus: focusPoint.optional(),
  });
}

/** galleryVideoSchema: every field is required. */
export const galleryVideoSchema = z.object({
  title: requiredText,
  description: requiredText,
  youtubeId: requiredText,
  category: requiredText,
});

/** downloadSchema: the file is required only when adding; authors, journal and date are optional. */
export function downloadSchema(mode: FormMode) {
  return z.object({
    title: requiredText,
    description: requiredText,
    category: requiredText,
    authors: optionalText,
    journal: optionalText,
    publicationDate: optionalText.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), MSG_INVALID_INPUT),
    file: mode === 'add' ? researchFile : researchFile.optional(),
  });
}

/** folderSchema: a folder needs a name; its description is optional. */
export const folderSchema = z.object({
  name: requiredText,
  description: optionalText,
});

/**
 * partnerSchema: name, partner type and country required; the e-mail and the website, when
 * given, must be one.
 */
export const partnerSchema = z.object({
  name: requiredText,
  partnerType: requiredText,
  country: requiredText,
  city: optionalText,
  description: optionalText,
  services: optionalText,
  contactPerson: optionalText,
  email: optionalEmail,
  phone: optionalText,
  website: optionalWebsite,
});

/** partnerCategorySchema: a name; the order defaults to 0 and the category is active unless set otherwise. */
export const partnerCategorySchema = z.object({
  name: requiredText,
  description: optionalText,
  displayOrder: lenientNumber,
  isActive: z
    .enum(['true', 'false'], { error: MSG_INVALID_INPUT })
    .default('true')
    .transform((v) => v === 'true'),
});

export type TeamMemberFormInput = z.input<typeof teamMemberSchema>;
export type TeamMemberFormOutput = z.output<typeof teamMemberSchema>;
export type GalleryImageFormInput = z.input<ReturnType<typeof galleryImageSchema>>;
export type GalleryImageFormOutput = z.output<ReturnType<typeof galleryImageSchema>>;
export type GalleryVideoFormInput = z.input<typeof galleryVideoSchema>;
export type GalleryVideoFormOutput = z.output<typeof galleryVideoSchema>;
export type DownloadFormInput = z.input<ReturnType<typeof downloadSchema>>;
export type DownloadFormOutput = z.output<ReturnType<typeof downloadSchema>>;
export type FolderFormInput = z.input<typeof folderSchema>;
export type FolderFormOutput = z.output<typeof folderSchema>;
export type PartnerFormInput = z.input<typeof partnerSchema>;
export type PartnerFormOutput = z.output<typeof partnerSchema>;
export type PartnerCategoryFormInput = z.input<typeof partnerCategorySchema>;
export type PartnerCategoryFormOutput = z.output<typeof partnerCategorySchema>;
