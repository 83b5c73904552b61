import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import type { GalleryImage } from '@/lib/entities';
import type { GalleryImageInput } from './create-gallery-image';
import { galleryImagesQueryOptions } from './get-gallery-images';

/** updateGalleryImage sends PUT /api/gallery/images/{id}; like the spec's update it carries an id and a data object. */
export function updateGalleryImage({ id, data }: { id: number; data: GalleryImageInput }): Promise<GalleryImage> {
  return apiJSON<GalleryImage>('PUT', `/api/gallery/images/${id}`, data);
}

/** useUpdateGalleryImage updates a gallery image and refetches the list on success. */
export function useUpdateGalleryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGalleryImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: galleryImagesQueryOptions.queryKey }),
  });
}
