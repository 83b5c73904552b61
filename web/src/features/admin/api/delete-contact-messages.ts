import { apiJSON } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { contactMessagesQueryOptions } from './get-contact-messages';

/** deleteContactMessages sends POST /api/contact-messages/delete and answers how many went. */
export async function deleteContactMessages(ids: number[]): Promise<number> {
  return (await apiJSON<{ deleted: number }>('POST', '/api/contact-messages/delete', { ids })).deleted;
}

/** useDeleteContactMessages deletes several messages at once and refetches the inbox on success. */
export function useDeleteContactMessages() {
  return useListMutation(deleteContactMessages, [contactMessagesQueryOptions.queryKey]);
}
