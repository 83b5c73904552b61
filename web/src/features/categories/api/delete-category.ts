import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { folderLists } from './folder-lists';

/** deleteCategory sends DELETE /api/categories/{id}. */
export async function deleteCategory(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/categories/${id}`);
}

/** useDeleteCategory deletes a folder and, on success, refetches the folders and everything filed in them. */
export function useDeleteCategory() {
  return useListMutation(deleteCategory, folderLists);
}
