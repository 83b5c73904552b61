import { apiJSON } from '@/lib/api-client';
import { galleryImagesQueryOptions } from '@/lib/api/get-gallery-images';
import type { GalleryImage } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { GalleryImageInput } from './create-gallery-image';

/**
 * updateGalleryImage sends PUT /api/gallery/images/{id}; like the spec's update it carries an
 * id and a data object. Fields data leaves out keep their stored value.
 */
export function updateGalleryImage({ id, data }: { id: number; data: Partial<GalleryImageInput> }): Promise<GalleryImage> {
  return apiJSON<GalleryImage>('PUT', `/api/gallery/images/${id}`, data);
}

/** useUpdateGalleryImage updates a gallery image and refetches the list on success. */
export function useUpdateGalleryImage() {
  return useListMutation(updateGalleryImage, [galleryImagesQueryOptions.queryKey]);
}
