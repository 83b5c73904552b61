import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { partnerCategoriesQueryOptions } from './get-partner-categories';

/** deletePartnerCategory sends DELETE /api/partner-categories/{id}. */
export async function deletePartnerCategory(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/partner-categories/${id}`);
}

/** useDeletePartnerCategory deletes a partner category and refetches the list on success. */
export function useDeletePartnerCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartnerCategory,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: partnerCategoriesQueryOptions.queryKey }),
  });
}
