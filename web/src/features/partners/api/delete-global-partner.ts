import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { globalPartnersQueryOptions } from './get-global-partners';

/** deleteGlobalPartner sends DELETE /api/global-partners/{id}. */
export async function deleteGlobalPartner(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/global-partners/${id}`);
}

/** useDeleteGlobalPartner deletes a global partner and refetches the list on success. */
export function useDeleteGlobalPartner() {
  return useListMutation(deleteGlobalPartner, [globalPartnersQueryOptions.queryKey]);
}
