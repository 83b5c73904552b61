import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import type { TrashEntry } from './get-trash';

/** Deleted is what a delete answers: its message and the trash entry that restores it (Undo). */
export interface Deleted {
  message: string;
  trashId?: number;
}

/** Restored is what a restore answers. */
export interface Restored {
  message: string;
  entry: TrashEntry;
}

/** restoreTrash sends POST /api/trash/{id}/restore: the entry's records are back where they were. */
export function restoreTrash(id: number): Promise<Restored> {
  return apiJSON<Restored>('POST', `/api/trash/${id}/restore`);
}

/**
 * useRestoreTrash restores a trash entry and then refetches every list the panel holds: the
 * records may be of any kind (a folder brings back images, videos and downloads), and the trash
 * itself changed.
 */
export function useRestoreTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreTrash,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
