// The zod schemas of the admin forms (spec §5). Each message is written once, in messages.ts.
import { z } from 'zod';
import { collectionNamed } from '@/lib/collections';
import { fieldSchema, lenientNumber, richTextOf, textOf } from '@/lib/record-fields';
import { isAcceptedImage, isResearchFile } from './file-kinds';
import { isLibraryPick, type LibraryPick } from './library-pick';
import { INVALID_FILE_TYPE, INVALID_IMAGE_TYPE, MSG_REQUIRED } from './messages';

/** FormMode: add when no item is selected, edit when one is (spec §4). */
export type FormMode = 'add' | 'edit';

// The fields' checks come from the collections' declarations (record-fields.ts): the same
// required fields, longest lengths and rules as the server's; the forms add their files.
const team = collectionNamed('team-members');
const images = collectionNamed('gallery-images');
const videos = collectionNamed('gallery-videos');
const papers = collectionNamed('research-papers');
const folders = collectionNamed('categories');
const partners = collectionNamed('global-partners');
const partnerKinds = collectionNamed('partner-categories');

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;
/** anyFile is a file to upload, or one picked from the media library (whose kind the picker kept to the field's). */
const anyFile = z.custom<File | LibraryPick>((v) => isFile(v) || isLibraryPick(v), MSG_REQUIRED);
const imageFile = anyFile.refine((v) => !isFile(v) || isAcceptedImage(v), `${INVALID_IMAGE_TYPE.title}: ${INVALID_IMAGE_TYPE.description}`);
const researchFile = anyFile.refine((v) => !isFile(v) || isResearchFile(v), `${INVALID_FILE_TYPE.title}: ${INVALID_FILE_TYPE.description}`);

/** focusPoint is a picture's focal point as the image field sets it, in whole percent. */
const focusPoint = z.object({ x: z.number().int().min(0).max(100), y: z.number().int().min(0).max(100) });

/** teamMemberSchema: name, title, company, description required; the profile image must be an image. */
export const teamMemberSchema = z.object({
  name: textOf(team, 'name'),
  title: textOf(team, 'title'),
  company: textOf(team, 'company'),
  description: richTextOf(team, 'description'),
  orderIndex: lenientNumber,
  /** null removes the current photo; undefined keeps it. */
  imageFile: imageFile.nullable().optional(),
  imageFocus: focusPoint.optional(),
});

/** galleryImageSchema: the image file is required only when adding; editing keeps the current one. */
export function galleryImageSchema(mode: FormMode) {
  return z.object({
    title: textOf(images, 'title'),
    description: richTextOf(images, 'description'),
    category: textOf(images, 'category'),
    imageFile: mode === 'add' ? imageFile : imageFile.optional(),
    imageFocus: focusPoint.optional(),
  });
}

/** galleryVideoSchema: every field is required. */
export const galleryVideoSchema = z.object({
  title: textOf(videos, 'title'),
  description: richTextOf(videos, 'description'),
  youtubeId: textOf(videos, 'youtubeId'),
  category: textOf(videos, 'category'),
});

/** downloadSchema: the file is required only when adding; authors, journal and date are optional. */
export function downloadSchema(mode: FormMode) {
  return z.object({
    title: textOf(papers, 'title'),
    description: richTextOf(papers, 'description'),
    category: textOf(papers, 'category'),
    authors: textOf(papers, 'authors'),
    journal: textOf(papers, 'journal'),
    publicationDate: textOf(papers, 'publicationDate'),
    file: mode === 'add' ? researchFile : researchFile.optional(),
  });
}

/** folderSchema: a folder needs a name; its description is optional. */
export const folderSchema = z.object({
  name: textOf(folders, 'name'),
  description: textOf(folders, 'description'),
});

/**
 * partnerSchema: name, partner type and country required; the e-mail and the website, when
 * given, must be one; the logo is optional, an image.
 */
export const partnerSchema = z.object({
  name: textOf(partners, 'name'),
  partnerType: textOf(partners, 'partnerType'),
  country: textOf(partners, 'country'),
  city: textOf(partners, 'city'),
  description: textOf(partners, 'description'),
  services: textOf(partners, 'services'),
  contactPerson: textOf(partners, 'contactPerson'),
  email: textOf(partners, 'email'),
  phone: textOf(partners, 'phone'),
  website: textOf(partners, 'website'),
  /** null removes the current logo; undefined keeps it. */
  logoFile: imageFile.nullable().optional(),
});

/** partnerCategorySchema: a name; the order defaults to 0 and the category is active unless set otherwise. */
export const partnerCategorySchema = z.object({
  name: textOf(partnerKinds, 'name'),
  description: textOf(partnerKinds, 'description'),
  displayOrder: lenientNumber,
  isActive: fieldSchema(partnerKinds.fields.find((f) => f.name === 'isActive')!) as z.ZodType<boolean, 'true' | 'false' | undefined>,
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
