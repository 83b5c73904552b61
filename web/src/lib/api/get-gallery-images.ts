import { useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** galleryImagesQueryOptions reads GET /api/gallery/images. */
export const galleryImagesQueryOptions = listQueryOptions<GalleryImage>('/api/gallery/images');

/** useGalleryImages returns the list of GET /api/gallery/images. */
export function useGalleryImages() {
  return useQuery(galleryImagesQueryOptions);
}
