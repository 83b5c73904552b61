import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { partnerCategoriesQueryOptions } from './get-partner-categories';

/** deletePartnerCategory sends DELETE /api/partner-categories/{id}. */
export async function deletePartnerCategory(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/partner-categories/${id}`);
}

/** useDeletePartnerCategory deletes a partner category and refetches the list on success. */
export function useDeletePartnerCategory() {
  return useListMutation(deletePartnerCategory, [partnerCategoriesQueryOptions.queryKey]);
}
