// Folders are one shared list (spec §6), but each place of the panel shows the folders that
// belong there: those holding its items, and those holding nothing yet (a new folder, made in
// either place, can be filled from both). A folder of gallery pictures is not offered as an
// empty download folder, and the other way round.
import { plural } from '@/lib/plural';

/** FolderPlace is where a folder's items live: the gallery (images and videos) or the downloads. */
export type FolderPlace = 'gallery' | 'downloads';

/** FolderUse counts what a folder holds, by folder name. */
export type FolderUse = Map<string, { images: number; videos: number; downloads: number }>;

/** folderUse counts the items filed under each folder name. */
export function folderUse(
  images: readonly { category: string }[],
  videos: readonly { category: string }[],
  downloads: readonly { category: string }[],
): FolderUse {
  const use: FolderUse = new Map();
  const add = (items: readonly { category: string }[], key: 'images' | 'videos' | 'downloads') => {
    for (const { category } of items) {
      const counts = use.get(category) ?? { images: 0, videos: 0, downloads: 0 };
      counts[key]++;
      use.set(category, counts);
    }
  };
  add(images, 'images');
  add(videos, 'videos');
  add(downloads, 'downloads');
  return use;
}

/** belongsIn says whether a folder is shown in place: it holds items there, or nothing anywhere. */
export function belongsIn(name: string, place: FolderPlace, use: FolderUse): boolean {
  const counts = use.get(name);
  if (!counts) return true;
  const gallery = counts.images + counts.videos;
  return place === 'gallery' ? gallery > 0 || counts.downloads === 0 : counts.downloads > 0 || gallery === 0;
}

/** foldersIn keeps the folders shown in place, in their order. */
export function foldersIn<T extends { name: string }>(folders: readonly T[], place: FolderPlace, use: FolderUse): T[] {
  return folders.filter((f) => belongsIn(f.name, place, use));
}

/**
 * folderDeleteWarning is the confirmation of a folder's delete: it names what goes with it in
 * each place ('3 gallery images and 2 downloads') and comes back with it from the trash, or
 * says that nothing else goes.
 */
export function folderDeleteWarning(counts: { images: number; videos: number; downloads: number }): string {
  const parts = [
    counts.images ? `${plural(counts.images, 'gallery image')}` : '',
    counts.videos ? `${plural(counts.videos, 'gallery video')}` : '',
    counts.downloads ? `${plural(counts.downloads, 'download')}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'The folder is empty: nothing else is deleted.';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Deleting it also deletes ${list}; restoring the folder brings them back.`;
}
