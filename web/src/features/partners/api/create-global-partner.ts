import { apiJSON } from '@/lib/api-client';
import type { GlobalPartner } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import { globalPartnersQueryOptions } from './get-global-partners';

/** GlobalPartnerInput is the body of a global partner create or update: every field but the id. */
export type GlobalPartnerInput = Omit<GlobalPartner, 'id'>;

/** createGlobalPartner sends POST /api/global-partners. */
export function createGlobalPartner(data: GlobalPartnerInput): Promise<GlobalPartner> {
  return apiJSON<GlobalPartner>('POST', '/api/global-partners', data);
}

/** useCreateGlobalPartner creates a global partner and refetches the list on success. */
export function useCreateGlobalPartner() {
  return useListMutation(createGlobalPartner, [globalPartnersQueryOptions.queryKey]);
}
