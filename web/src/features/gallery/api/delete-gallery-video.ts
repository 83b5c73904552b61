import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { galleryVideosQueryOptions } from './get-gallery-videos';

/** deleteGalleryVideo sends DELETE /api/gallery/videos/{id}. */
export async function deleteGalleryVideo(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/gallery/videos/${id}`);
}

/** useDeleteGalleryVideo deletes a gallery video and refetches the list on success. */
export function useDeleteGalleryVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryVideo,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: galleryVideosQueryOptions.queryKey }),
  });
}
