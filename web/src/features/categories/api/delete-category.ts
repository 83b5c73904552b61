import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
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
  return useListMutation(deleteCategory, [
    categoriesQueryOptions.queryKey,
    galleryImagesQueryOptions.queryKey,
    researchPapersQueryOptions.queryKey,
  ]);
}
