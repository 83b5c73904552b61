import { DEFAULT_LANGUAGE } from '@/lib/languages';

// The panel's addresses of the places things are edited, so a link (from the broken links'
// list, or a reload) opens the right tab.

/** editorHref is the panel's address of a document's editor in a language, so a reload or a link keeps it open. */
export const editorHref = (key: string, locale: string = DEFAULT_LANGUAGE) =>
  `/admin?tab=content&doc=${encodeURIComponent(key)}${locale === DEFAULT_LANGUAGE ? '' : `&lang=${encodeURIComponent(locale)}`}`;

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
