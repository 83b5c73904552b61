import { apiJSON } from '@/lib/api-client';
import type { GlobalPartner } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { GlobalPartnerInput } from './create-global-partner';
import { globalPartnersQueryOptions } from './get-global-partners';

/** updateGlobalPartner sends PUT /api/global-partners/{id}; like the spec's update it carries an id and a data object. */
export function updateGlobalPartner({ id, data }: { id: number; data: GlobalPartnerInput }): Promise<GlobalPartner> {
  return apiJSON<GlobalPartner>('PUT', `/api/global-partners/${id}`, data);
}

/** useUpdateGlobalPartner updates a global partner and refetches the list on success. */
export function useUpdateGlobalPartner() {
  return useListMutation(updateGlobalPartner, [globalPartnersQueryOptions.queryKey]);
}
