import { apiJSON } from '@/lib/api-client';
import { galleryVideosQueryOptions } from '@/lib/api/get-gallery-videos';
import type { GalleryVideo } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';

/**
 * GalleryVideoInput is the body of a gallery video create or update: every field but the id;
 * without an orderIndex a new video goes last.
 */
export type GalleryVideoInput = Omit<GalleryVideo, 'id' | 'orderIndex'> & { orderIndex?: number };

/** createGalleryVideo sends POST /api/gallery/videos. */
export function createGalleryVideo(data: GalleryVideoInput): Promise<GalleryVideo> {
  return apiJSON<GalleryVideo>('POST', '/api/gallery/videos', data);
}

/** useCreateGalleryVideo creates a gallery video and refetches the list on success. */
export function useCreateGalleryVideo() {
  return useListMutation(createGalleryVideo, [galleryVideosQueryOptions.queryKey]);
}
