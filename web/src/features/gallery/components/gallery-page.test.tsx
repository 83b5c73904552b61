import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '@/lib/entities';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { GalleryPage, galleryPageContent } from './gallery-page';

const image = (id: number, category: string): GalleryImage => ({ id, title: `Image ${id}`, description: '', imageUrl: `/uploads/${id}.webp`, category, orderIndex: 0 });

describe('gallery page', () => {
  it('shows the images of the default tab and a filter of the categories, sorted without the engine’s collation', () => {
    const html = renderWithContent(<GalleryPage />, galleryPageContent, {
      '/api/gallery/images': [image(1, 'talks'), image(2, 'Events')],
      '/api/gallery/videos': [],
      '/api/categories': [],
    });
    expect(html).toContain('aria-label="Open image: Image 1"');
    expect(html.indexOf('>All<')).toBeLessThan(html.indexOf('>Events<'));
    expect(html.indexOf('>Events<')).toBeLessThan(html.indexOf('>talks<'));
    expect(unfilledSlots(html)).toEqual([]);
  });
});
