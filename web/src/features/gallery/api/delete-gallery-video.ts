import { apiJSON } from '@/lib/api-client';
import { galleryVideosQueryOptions } from '@/lib/api/get-gallery-videos';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';

/** deleteGalleryVideo sends DELETE /api/gallery/videos/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteGalleryVideo(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/gallery/videos/${id}`);
}

/** useDeleteGalleryVideo deletes a gallery video and refetches the list on success. */
export function useDeleteGalleryVideo() {
  return useListMutation(deleteGalleryVideo, [galleryVideosQueryOptions.queryKey]);
}
