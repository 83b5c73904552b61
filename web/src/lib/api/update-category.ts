import { apiJSON } from '@/lib/api-client';
import type { Category } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { CategoryInput } from './create-category';
import { folderLists } from './folder-lists';

/** updateCategory sends PUT /api/categories/{id}; like the spec's update it carries an id and a data object. */
export function updateCategory({ id, data }: { id: number; data: CategoryInput }): Promise<Category> {
  return apiJSON<Category>('PUT', `/api/categories/${id}`, data);
}

/** useUpdateCategory updates a folder and, on success, refetches the folders and everything filed in them. */
export function useUpdateCategory() {
  return useListMutation(updateCategory, folderLists);
}
