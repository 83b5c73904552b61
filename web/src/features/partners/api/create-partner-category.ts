import { apiJSON } from '@/lib/api-client';
import type { PartnerCategory } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import { partnerCategoriesQueryOptions } from './get-partner-categories';

/** PartnerCategoryInput is the body of a partner category create or update: every field but the id. */
export type PartnerCategoryInput = Omit<PartnerCategory, 'id'>;

/** createPartnerCategory sends POST /api/partner-categories. */
export function createPartnerCategory(data: PartnerCategoryInput): Promise<PartnerCategory> {
  return apiJSON<PartnerCategory>('POST', '/api/partner-categories', data);
}

/** useCreatePartnerCategory creates a partner category and refetches the list on success. */
export function useCreatePartnerCategory() {
  return useListMutation(createPartnerCategory, [partnerCategoriesQueryOptions.queryKey]);
}
