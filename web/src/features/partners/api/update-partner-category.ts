import { apiJSON } from '@/lib/api-client';
import type { PartnerCategory } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { PartnerCategoryInput } from './create-partner-category';
import { globalPartnersQueryOptions } from './get-global-partners';
import { partnerCategoriesQueryOptions } from './get-partner-categories';

/** updatePartnerCategory sends PUT /api/partner-categories/{id}; like the spec's update it carries an id and a data object. */
export function updatePartnerCategory({ id, data }: { id: number; data: PartnerCategoryInput }): Promise<PartnerCategory> {
  return apiJSON<PartnerCategory>('PUT', `/api/partner-categories/${id}`, data);
}

/**
 * useUpdatePartnerCategory updates a partner category and refetches the categories and the
 * partners on success: a renamed category takes its partners' type along.
 */
export function useUpdatePartnerCategory() {
  return useListMutation(updatePartnerCategory, [partnerCategoriesQueryOptions.queryKey, globalPartnersQueryOptions.queryKey]);
}
