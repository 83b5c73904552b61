import { useQuery } from '@tanstack/react-query';
import type { GlobalPartner } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** globalPartnersQueryOptions reads GET /api/global-partners. */
export const globalPartnersQueryOptions = listQueryOptions<GlobalPartner>('/api/global-partners');

/** useGlobalPartners returns the list of GET /api/global-partners. */
export function useGlobalPartners() {
  return useQuery(globalPartnersQueryOptions);
}
