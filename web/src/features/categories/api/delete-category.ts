import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { categoriesQueryOptions } from './get-categories';
import { galleryImagesQueryOptions } from '@/features/gallery/api/get-gallery-images';
import { researchPapersQueryOptions } from '@/features/research-papers/api/get-research-papers';

// A folder names the category of its images and downloads (and deleting it deletes them
// server-side), so their lists are refetched too.
/** deleteCategory sends DELETE /api/categories/{id}. */
export async function deleteCategory(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/categories/${id}`);
}

/** useDeleteCategory deletes a folder and refetches the list on success. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: galleryImagesQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: researchPapersQueryOptions.queryKey }),
      ]),
  });
}
