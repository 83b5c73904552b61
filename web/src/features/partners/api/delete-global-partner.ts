import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { globalPartnersQueryOptions } from './get-global-partners';

/** deleteGlobalPartner sends DELETE /api/global-partners/{id}. */
export async function deleteGlobalPartner(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/global-partners/${id}`);
}

/** useDeleteGlobalPartner deletes a global partner and refetches the list on success. */
export function useDeleteGlobalPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlobalPartner,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: globalPartnersQueryOptions.queryKey }),
  });
}
