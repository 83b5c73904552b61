import { apiJSON } from '@/lib/api-client';
import type { Category } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import { categoriesQueryOptions } from './get-categories';

/** CategoryInput is the body of a folder create or update: every field but the id. */
export type CategoryInput = Omit<Category, 'id'>;

/** createCategory sends POST /api/categories. */
export function createCategory(data: CategoryInput): Promise<Category> {
  return apiJSON<Category>('POST', '/api/categories', data);
}

/** useCreateCategory creates a folder and refetches the folders; a new folder holds nothing yet. */
export function useCreateCategory() {
  return useListMutation(createCategory, [categoriesQueryOptions.queryKey]);
}
