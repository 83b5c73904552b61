import { apiJSON } from '@/lib/api-client';
import { contactMessagesQueryOptions } from '@/lib/api/get-contact-messages';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';

/** deleteContactMessage sends DELETE /api/contact-messages/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteContactMessage(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/contact-messages/${id}`);
}

/** useDeleteContactMessage deletes a message and refetches the inbox on success. */
export function useDeleteContactMessage() {
  return useListMutation(deleteContactMessage, [contactMessagesQueryOptions.queryKey]);
}
