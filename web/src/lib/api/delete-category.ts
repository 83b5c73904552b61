import { apiJSON } from '@/lib/api-client';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';
import { folderLists } from './folder-lists';

/** deleteCategory sends DELETE /api/categories/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteCategory(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/categories/${id}`);
}

/** useDeleteCategory deletes a folder and, on success, refetches the folders and everything filed in them. */
export function useDeleteCategory() {
  return useListMutation(deleteCategory, folderLists);
}
