import { DEFAULT_LANGUAGE } from '@/lib/languages';

// The panel's addresses of the places things are edited, so a link (from the broken links'
// list, or a reload) opens the right tab.

/** FIELD_PARAM names the field of a document the editor opens (editorHref); the editor takes it out of the address once it has. */
export const FIELD_PARAM = 'field';

/** EDIT_PARAM names the record a records tab opens for editing (recordHref); the tab takes it out of the address once it has. */
export const EDIT_PARAM = 'edit';

/**
 * editorHref is the panel's address of a document's editor in a language, so a reload or a link
 * keeps it open; with a pointer ("/seo/image") the editor opens that field and gives it the focus.
 */
export const editorHref = (key: string, locale: string = DEFAULT_LANGUAGE, pointer?: string) =>
  `/admin?tab=content&doc=${encodeURIComponent(key)}${locale === DEFAULT_LANGUAGE ? '' : `&lang=${encodeURIComponent(locale)}`}${
    pointer ? `&${FIELD_PARAM}=${encodeURIComponent(pointer)}` : ''
  }`;

/**
 * SCREEN_TABS are the tabs of the kinds of record with a screen of their own, by collection
 * (SCREENS of src/app/routes/admin/admin-panel.tsx takes them from here); every other kind's tab is
 * named by its collection.
 */
export const SCREEN_TABS: Readonly<Record<string, string>> = {
  'team-members': 'team',
  'gallery-images': 'images',
  'gallery-videos': 'videos',
  'research-papers': 'downloads',
  'global-partners': 'partners',
};

/** recordsHref is the panel's address of the tab where the records of a collection are edited. */
export const recordsHref = (collection: string) => `/admin?tab=${encodeURIComponent(SCREEN_TABS[collection] ?? collection)}`;

/** recordHref is the panel's address of a record: its kind's tab, which opens it for editing. */
export const recordHref = (collection: string, id: number) => `${recordsHref(collection)}&${EDIT_PARAM}=${id}`;

/** Place is where something is used: a document's field in a language, or a record (the link checker's and the media library's uses). */
export interface Place {
  document?: string;
  locale?: string;
  pointer?: string;
  collection?: string;
  id?: number;
}

/**
 * placeHref is the panel's address of a use: the document's editor in the use's language,
 * opened at the field; the record opened for editing on its kind's tab (the tab alone when
 * the use names no record).
 */
export function placeHref(use: Place): string {
  if (use.document) return editorHref(use.document, use.locale ?? DEFAULT_LANGUAGE, use.pointer);
  if (use.collection) return use.id === undefined ? recordsHref(use.collection) : recordHref(use.collection, use.id);
  return '/admin';
}
