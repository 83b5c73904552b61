import { apiJSON } from '@/lib/api-client';
import { galleryVideosQueryOptions } from '@/lib/api/get-gallery-videos';
import type { GalleryVideo } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { GalleryVideoInput } from './create-gallery-video';

/** updateGalleryVideo sends PUT /api/gallery/videos/{id}; like the spec's update it carries an id and a data object. */
export function updateGalleryVideo({ id, data }: { id: number; data: GalleryVideoInput }): Promise<GalleryVideo> {
  return apiJSON<GalleryVideo>('PUT', `/api/gallery/videos/${id}`, data);
}

/** useUpdateGalleryVideo updates a gallery video and refetches the list on success. */
export function useUpdateGalleryVideo() {
  return useListMutation(updateGalleryVideo, [galleryVideosQueryOptions.queryKey]);
}
