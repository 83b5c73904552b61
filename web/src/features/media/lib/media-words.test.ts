import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@/lib/api/media';
import { focusWords, kindWords, pixelSize, previewOf, thumbnailOf, uploadedWords, hrefOfUse, usesWords, sizeWords } from './media-words';

const picture: Pick<MediaItem, 'kind' | 'url' | 'image'> = {
  kind: 'png',
  url: '/uploads/abc.png',
  image: {
    width: 2400,
    height: 1600,
    variants: [
      { url: '/uploads/abc-1200.webp', width: 1200 },
      { url: '/uploads/abc-400.webp', width: 400 },
      { url: '/uploads/abc-800.webp', width: 800 },
    ],
    focusX: 30,
    focusY: 70,
  },
};

describe('the thumbnail and preview of a file', () => {
  it('shows a picture by its narrowest copy, and larger by the narrowest copy wide enough', () => {
    expect(thumbnailOf(picture)).toBe('/uploads/abc-400.webp');
    expect(previewOf(picture)).toBe('/uploads/abc-800.webp');
    expect(previewOf(picture, 1000)).toBe('/uploads/abc-1200.webp');
    expect(previewOf(picture, 3000)).toBe('/uploads/abc.png');
  });
  it('shows an SVG or a picture without copies by itself, and a PDF by none', () => {
    expect(thumbnailOf({ kind: 'svg', url: '/uploads/logo.svg', image: null })).toBe('/uploads/logo.svg');
    expect(thumbnailOf({ kind: 'gif', url: '/uploads/a.gif', image: { width: 10, height: 10, variants: [] } })).toBe('/uploads/a.gif');
    expect(thumbnailOf({ kind: 'pdf', url: '/uploads/a.pdf', image: null })).toBeNull();
    expect(previewOf({ kind: 'pdf', url: '/uploads/a.pdf', image: null })).toBeNull();
  });
});

describe('the facts of a file', () => {
  it('names its type, pixel size, size, focal point and uploader', () => {
    expect(kindWords('png')).toBe('PNG picture');
    expect(kindWords('pdf')).toBe('PDF document');
    expect(kindWords('tiff')).toBe('TIFF');
    expect(pixelSize(picture)).toBe('2400 × 1600 px');
    expect(pixelSize({ image: null })).toBe('');
    expect(sizeWords(275_689)).toBe('275.7 KB');
    expect(focusWords(picture)).toBe('30% / 70%');
    expect(focusWords({ image: { width: 1, height: 1, variants: [] } })).toBe('50% / 50%');
    expect(focusWords({ image: null })).toBe('');
    expect(uploadedWords({ uploadedBy: 'eddie', uploadedAt: '2026-12-02T01:40:00Z' })).toBe('eddie, December 2, 2026');
    expect(uploadedWords({ uploadedBy: '', uploadedAt: '' })).toBe('Unknown');
  });
  it('counts its uses', () => {
    expect(usesWords(0)).toBe('Not used');
    expect(usesWords(1)).toBe('Used in 1 place');
    expect(usesWords(3)).toBe('Used in 3 places');
  });
});

describe('the link of a use', () => {
  it('opens a document’s field in the editor of its language, and a record for editing on its kind’s tab', () => {
    expect(hrefOfUse({ label: 'Site content “home”', where: 'Hero › Image', document: 'home', locale: 'en', pointer: '/hero/image' })).toBe(
      '/admin?tab=content&doc=home&field=%2Fhero%2Fimage',
    );
    expect(
      hrefOfUse({ label: 'Site content “about”', where: 'Devices › Device 3 › Image', document: 'about', locale: 'de', pointer: '/about/devices/2/image' }),
    ).toBe('/admin?tab=content&doc=about&lang=de&field=%2Fabout%2Fdevices%2F2%2Fimage');
    expect(hrefOfUse({ label: 'Team member “Anna”', where: 'Profile image', collection: 'team-members', id: 3 })).toBe('/admin?tab=team&edit=3');
    expect(hrefOfUse({ label: 'Testimonial “Bo”', where: 'Photo', collection: 'testimonials', id: 1 })).toBe('/admin?tab=testimonials&edit=1');
  });

  it('opens the editor or the tab alone when the use names no field or record', () => {
    expect(hrefOfUse({ label: 'Site content “home”', where: 'Hero', document: 'home' })).toBe('/admin?tab=content&doc=home');
    expect(hrefOfUse({ label: 'Testimonial', where: 'Photo', collection: 'testimonials' })).toBe('/admin?tab=testimonials');
  });
});
