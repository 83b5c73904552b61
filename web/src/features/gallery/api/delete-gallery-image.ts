import { apiJSON } from '@/lib/api-client';
import { galleryImagesQueryOptions } from '@/lib/api/get-gallery-images';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';

/** deleteGalleryImage sends DELETE /api/gallery/images/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteGalleryImage(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/gallery/images/${id}`);
}

/** useDeleteGalleryImage deletes a gallery image and refetches the list on success. */
export function useDeleteGalleryImage() {
  return useListMutation(deleteGalleryImage, [galleryImagesQueryOptions.queryKey]);
}
