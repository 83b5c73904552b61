import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contactMessagesQueryOptions } from './get-contact-messages';

/** deleteContactMessage sends DELETE /api/contact-messages/{id}. */
export async function deleteContactMessage(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/contact-messages/${id}`);
}

/** useDeleteContactMessage deletes a message and refetches the inbox on success. */
export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesQueryOptions.queryKey }),
  });
}
