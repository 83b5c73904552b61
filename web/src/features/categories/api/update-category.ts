import { apiJSON } from '@/lib/api-client';
import type { Category } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { CategoryInput } from './create-category';
import { categoriesQueryOptions } from './get-categories';
import { galleryImagesQueryOptions } from '@/features/gallery/api/get-gallery-images';
import { researchPapersQueryOptions } from '@/features/research-papers/api/get-research-papers';

// A folder names the category of its images and downloads (and deleting it deletes them
// server-side), so their lists are refetched too.
/** updateCategory sends PUT /api/categories/{id}; like the spec's update it carries an id and a data object. */
export function updateCategory({ id, data }: { id: number; data: CategoryInput }): Promise<Category> {
  return apiJSON<Category>('PUT', `/api/categories/${id}`, data);
}

/** useUpdateCategory updates a folder and refetches the list on success. */
export function useUpdateCategory() {
  return useListMutation(updateCategory, [
    categoriesQueryOptions.queryKey,
    galleryImagesQueryOptions.queryKey,
    researchPapersQueryOptions.queryKey,
  ]);
}
