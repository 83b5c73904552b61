import type { Deleted } from '@/lib/api/restore-trash';
import { apiJSON } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { galleryImagesQueryOptions } from '@/lib/api/get-gallery-images';

/** deleteGalleryImage sends DELETE /api/gallery/images/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteGalleryImage(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/gallery/images/${id}`);
}

/** useDeleteGalleryImage deletes a gallery image and refetches the list on success. */
export function useDeleteGalleryImage() {
  return useListMutation(deleteGalleryImage, [galleryImagesQueryOptions.queryKey]);
}
