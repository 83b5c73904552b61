import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { contactMessagesQueryOptions } from './get-contact-messages';

/** deleteContactMessage sends DELETE /api/contact-messages/{id}. */
export async function deleteContactMessage(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/contact-messages/${id}`);
}

/** useDeleteContactMessage deletes a message and refetches the inbox on success. */
export function useDeleteContactMessage() {
  return useListMutation(deleteContactMessage, [contactMessagesQueryOptions.queryKey]);
}
