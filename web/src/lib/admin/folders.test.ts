import { describe, expect, it } from 'vitest';
import { belongsIn, folderDeleteWarning, foldersIn, folderUse } from './folders';

const at = (...categories: string[]) => categories.map((category) => ({ category }));

describe('folders in each place', () => {
  const folders = [{ name: 'Events' }, { name: 'Catalogues' }, { name: 'New' }, { name: 'Both' }, { name: 'Talks' }];
  const use = folderUse(at('Events', 'Events', 'Both'), at('Talks'), at('Catalogues', 'Both'));

  it('shows a folder of gallery pictures in the gallery only', () => {
    expect(belongsIn('Events', 'gallery', use)).toBe(true);
    expect(belongsIn('Events', 'downloads', use)).toBe(false);
  });

  it('counts a folder of videos only as a gallery folder', () => {
    expect(belongsIn('Talks', 'gallery', use)).toBe(true);
    expect(belongsIn('Talks', 'downloads', use)).toBe(false);
  });

  it('shows a folder of downloads in the downloads only', () => {
    expect(belongsIn('Catalogues', 'downloads', use)).toBe(true);
    expect(belongsIn('Catalogues', 'gallery', use)).toBe(false);
  });

  it('shows an empty folder, and one used in both places, in both', () => {
    expect(foldersIn(folders, 'gallery', use).map((f) => f.name)).toEqual(['Events', 'New', 'Both', 'Talks']);
    expect(foldersIn(folders, 'downloads', use).map((f) => f.name)).toEqual(['Catalogues', 'New', 'Both']);
  });
});

describe('folderDeleteWarning', () => {
  it('names what goes in each place', () => {
    expect(folderDeleteWarning({ images: 3, videos: 0, downloads: 2 })).toBe('Deleting it also deletes 3 gallery images and 2 downloads; restoring the folder brings them back.');
    expect(folderDeleteWarning({ images: 1, videos: 2, downloads: 1 })).toBe(
      'Deleting it also deletes 1 gallery image, 2 gallery videos and 1 download; restoring the folder brings them back.',
    );
    expect(folderDeleteWarning({ images: 0, videos: 0, downloads: 4 })).toBe('Deleting it also deletes 4 downloads; restoring the folder brings them back.');
  });

  it('says when nothing else goes', () => {
    expect(folderDeleteWarning({ images: 0, videos: 0, downloads: 0 })).toBe('The folder is empty: nothing else is deleted.');
  });
});
