import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/api/media';
import { columnsOf, isLibraryPick, libraryTypesOf, nextIndex, pickOf, pixelSizeText, thumbnailOf } from './library-pick';

const picture: MediaItem = {
  id: 7,
  url: '/uploads/abc.jpg',
  name: 'portrait.jpg',
  kind: 'jpg',
  size: 120_000,
  sha256: '00',
  uploadedBy: 'anna',
  uploadedAt: '2026-05-01T10:00:00Z',
  kept: false,
  texts: { en: { alt: ' Anna at the lab ', caption: '' }, de: { alt: '', caption: '' } },
  image: {
    width: 1600,
    height: 900,
    variants: [
      { url: '/uploads/abc-800.webp', width: 800 },
      { url: '/uploads/abc-400.webp', width: 400 },
    ],
    focusX: 30,
    focusY: 20,
  },
  usedIn: [],
};

describe('library pick', () => {
  it('carries the file’s address and the server’s imageInfo of it, and is told from a file or nothing', () => {
    const pick = pickOf(picture);
    expect(pick.url).toBe('/uploads/abc.jpg');
    expect(pick.image).toBe(picture.image);
    expect(isLibraryPick(pick)).toBe(true);
    expect(isLibraryPick(new File(['x'], 'x.png'))).toBe(false);
    expect(isLibraryPick(null)).toBe(false);
    expect(isLibraryPick(undefined)).toBe(false);
    expect(isLibraryPick({ libraryId: 1, url: '' })).toBe(false);
  });

  it('offers pictures to an image field, PDFs and pictures to a file field', () => {
    expect(libraryTypesOf('image')).toEqual(['image']);
    expect(libraryTypesOf('file')).toEqual(['pdf', 'image']);
  });

  it('previews a picture by its smallest copy, an SVG by itself, a PDF by none', () => {
    expect(thumbnailOf(picture)).toBe('/uploads/abc-400.webp');
    expect(thumbnailOf({ url: '/uploads/logo.svg', kind: 'svg', image: null })).toBe('/uploads/logo.svg');
    expect(thumbnailOf({ url: '/uploads/new.png', kind: 'png', image: { width: 20, height: 20, variants: [] } })).toBe('/uploads/new.png');
    expect(thumbnailOf({ url: '/uploads/paper.pdf', kind: 'pdf', image: null })).toBeNull();
  });

  it('states the pixel size when the server knows it', () => {
    expect(pixelSizeText(picture.image)).toBe('1600 × 900 px');
    expect(pixelSizeText(null)).toBe('');
  });

  it('moves through a grid with the arrow keys, Home and End, stopping at the edges', () => {
    // 7 items, 3 a row: 0 1 2 / 3 4 5 / 6
    expect(nextIndex('ArrowDown', -1, 7, 3)).toBe(0);
    expect(nextIndex('ArrowRight', 0, 7, 3)).toBe(1);
    expect(nextIndex('ArrowLeft', 0, 7, 3)).toBe(0);
    expect(nextIndex('ArrowDown', 1, 7, 3)).toBe(4);
    expect(nextIndex('ArrowDown', 4, 7, 3)).toBe(4);
    expect(nextIndex('ArrowDown', 3, 7, 3)).toBe(6);
    expect(nextIndex('ArrowUp', 4, 7, 3)).toBe(1);
    expect(nextIndex('ArrowUp', 1, 7, 3)).toBe(1);
    expect(nextIndex('End', 2, 7, 3)).toBe(6);
    expect(nextIndex('Home', 5, 7, 3)).toBe(0);
    expect(nextIndex('ArrowRight', 6, 7, 3)).toBe(6);
    expect(nextIndex('Enter', 2, 7, 3)).toBeNull();
    expect(nextIndex('ArrowDown', -1, 0, 3)).toBeNull();
  });

  it('counts the columns of a grid by its first row', () => {
    expect(columnsOf([10, 10, 10, 120, 120])).toBe(3);
    expect(columnsOf([10, 120, 230])).toBe(1);
    expect(columnsOf([])).toBe(1);
  });
});
