import { apiJSON } from '@/lib/api-client';
import type { Category } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import { categoriesQueryOptions } from './get-categories';
import { galleryImagesQueryOptions } from '@/features/gallery/api/get-gallery-images';
import { researchPapersQueryOptions } from '@/features/research-papers/api/get-research-papers';

// A folder names the category of its images and downloads (and deleting it deletes them
// server-side), so their lists are refetched too.
/** CategoryInput is the body of a folder create or update: every field but the id. */
export type CategoryInput = Omit<Category, 'id'>;

/** createCategory sends POST /api/categories. */
export function createCategory(data: CategoryInput): Promise<Category> {
  return apiJSON<Category>('POST', '/api/categories', data);
}

/** useCreateCategory creates a folder and refetches the list on success. */
export function useCreateCategory() {
  return useListMutation(createCategory, [
    categoriesQueryOptions.queryKey,
    galleryImagesQueryOptions.queryKey,
    researchPapersQueryOptions.queryKey,
  ]);
}
