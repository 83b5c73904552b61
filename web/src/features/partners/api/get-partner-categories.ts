import { useQuery } from '@tanstack/react-query';
import type { PartnerCategory } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** partnerCategoriesQueryOptions reads GET /api/partner-categories. */
export const partnerCategoriesQueryOptions = listQueryOptions<PartnerCategory>('/api/partner-categories');

/** usePartnerCategories returns the list of GET /api/partner-categories. */
export function usePartnerCategories() {
  return useQuery(partnerCategoriesQueryOptions);
}
