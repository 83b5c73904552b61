import { apiJSON } from '@/lib/api-client';
import { galleryImagesQueryOptions } from '@/lib/api/get-gallery-images';
import type { GalleryImage } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';

/**
 * GalleryImageInput is the body of a gallery image create or update: every field but the id;
 * without an orderIndex a new image goes last.
 */
export type GalleryImageInput = Omit<GalleryImage, 'id' | 'orderIndex'> & { orderIndex?: number };

/** createGalleryImage sends POST /api/gallery/images. */
export function createGalleryImage(data: GalleryImageInput): Promise<GalleryImage> {
  return apiJSON<GalleryImage>('POST', '/api/gallery/images', data);
}

/** useCreateGalleryImage creates a gallery image and refetches the list on success. */
export function useCreateGalleryImage() {
  return useListMutation(createGalleryImage, [galleryImagesQueryOptions.queryKey]);
}
