import { apiJSON } from '@/lib/api-client';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';
import { globalPartnersQueryOptions } from './get-global-partners';

/** deleteGlobalPartner sends DELETE /api/global-partners/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteGlobalPartner(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/global-partners/${id}`);
}

/** useDeleteGlobalPartner deletes a global partner and refetches the list on success. */
export function useDeleteGlobalPartner() {
  return useListMutation(deleteGlobalPartner, [globalPartnersQueryOptions.queryKey]);
}
