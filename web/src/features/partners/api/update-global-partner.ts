import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import type { GlobalPartner } from '@/lib/entities';
import type { GlobalPartnerInput } from './create-global-partner';
import { globalPartnersQueryOptions } from './get-global-partners';

/** updateGlobalPartner sends PUT /api/global-partners/{id}; like the spec's update it carries an id and a data object. */
export function updateGlobalPartner({ id, data }: { id: number; data: GlobalPartnerInput }): Promise<GlobalPartner> {
  return apiJSON<GlobalPartner>('PUT', `/api/global-partners/${id}`, data);
}

/** useUpdateGlobalPartner updates a global partner and refetches the list on success. */
export function useUpdateGlobalPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGlobalPartner,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: globalPartnersQueryOptions.queryKey }),
  });
}
