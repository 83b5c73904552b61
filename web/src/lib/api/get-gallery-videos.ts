import { useQuery } from '@tanstack/react-query';
import type { GalleryVideo } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** galleryVideosQueryOptions reads GET /api/gallery/videos. */
export const galleryVideosQueryOptions = listQueryOptions<GalleryVideo>('/api/gallery/videos');

/** useGalleryVideos returns the list of GET /api/gallery/videos. */
export function useGalleryVideos() {
  return useQuery(galleryVideosQueryOptions);
}
