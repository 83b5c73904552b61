import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { galleryImagesQueryOptions } from './get-gallery-images';

/** deleteGalleryImage sends DELETE /api/gallery/images/{id}. */
export async function deleteGalleryImage(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/gallery/images/${id}`);
}

/** useDeleteGalleryImage deletes a gallery image and refetches the list on success. */
export function useDeleteGalleryImage() {
  return useListMutation(deleteGalleryImage, [galleryImagesQueryOptions.queryKey]);
}
