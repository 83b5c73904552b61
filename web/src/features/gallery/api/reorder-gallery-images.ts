import { apiRequest } from '@/lib/api-client';
import { galleryImagesQueryOptions } from '@/lib/api/get-gallery-images';
import type { GalleryImage } from '@/lib/entities';
import { useReorderMutation } from '@/lib/reorder-mutation';

/** reorderGalleryImages sends POST /api/gallery/images/reorder; the server sets each orderIndex to its position in ids. */
export async function reorderGalleryImages(ids: number[]): Promise<void> {
  await apiRequest('POST', '/api/gallery/images/reorder', { ids });
}

/** useReorderGalleryImages moves gallery images, optimistically (see useReorderMutation). */
export function useReorderGalleryImages() {
  return useReorderMutation<GalleryImage>(galleryImagesQueryOptions.queryKey, reorderGalleryImages);
}
