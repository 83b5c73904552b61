import { apiJSON } from '@/lib/api-client';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';
import { partnerCategoriesQueryOptions } from './get-partner-categories';

/** deletePartnerCategory sends DELETE /api/partner-categories/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deletePartnerCategory(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/partner-categories/${id}`);
}

/** useDeletePartnerCategory deletes a partner category and refetches the list on success. */
export function useDeletePartnerCategory() {
  return useListMutation(deletePartnerCategory, [partnerCategoriesQueryOptions.queryKey]);
}
