import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { galleryImagesQueryOptions } from './get-gallery-images';

/** deleteGalleryImage sends DELETE /api/gallery/images/{id}. */
export async function deleteGalleryImage(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/gallery/images/${id}`);
}

/** useDeleteGalleryImage deletes a gallery image and refetches the list on success. */
export function useDeleteGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: galleryImagesQueryOptions.queryKey }),
  });
}
