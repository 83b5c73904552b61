import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import type { GlobalPartner } from '@/lib/entities';
import { globalPartnersQueryOptions } from './get-global-partners';

/** GlobalPartnerInput is the body of a global partner create or update: every field but the id. */
export type GlobalPartnerInput = Omit<GlobalPartner, 'id'>;

/** createGlobalPartner sends POST /api/global-partners. */
export function createGlobalPartner(data: GlobalPartnerInput): Promise<GlobalPartner> {
  return apiJSON<GlobalPartner>('POST', '/api/global-partners', data);
}

/** useCreateGlobalPartner creates a global partner and refetches the list on success. */
export function useCreateGlobalPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGlobalPartner,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: globalPartnersQueryOptions.queryKey }),
  });
}
