import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { galleryVideosQueryOptions } from './get-gallery-videos';

/** deleteGalleryVideo sends DELETE /api/gallery/videos/{id}. */
export async function deleteGalleryVideo(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/gallery/videos/${id}`);
}

/** useDeleteGalleryVideo deletes a gallery video and refetches the list on success. */
export function useDeleteGalleryVideo() {
  return useListMutation(deleteGalleryVideo, [galleryVideosQueryOptions.queryKey]);
}
