import { apiRequest } from '@/lib/api-client';
import { galleryVideosQueryOptions } from '@/lib/api/get-gallery-videos';
import type { GalleryVideo } from '@/lib/entities';
import { useReorderMutation } from '@/lib/reorder-mutation';

/** reorderGalleryVideos sends POST /api/gallery/videos/reorder; the server sets each orderIndex to its position in ids. */
export async function reorderGalleryVideos(ids: number[]): Promise<void> {
  await apiRequest('POST', '/api/gallery/videos/reorder', { ids });
}

/** useReorderGalleryVideos moves gallery videos, optimistically (see useReorderMutation). */
export function useReorderGalleryVideos() {
  return useReorderMutation<GalleryVideo>(galleryVideosQueryOptions.queryKey, reorderGalleryVideos);
}
