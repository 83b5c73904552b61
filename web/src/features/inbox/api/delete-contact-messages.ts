import { apiJSON } from '@/lib/api-client';
import { contactMessagesQueryOptions } from '@/lib/api/get-contact-messages';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';

/** DeletedMessages answers a bulk delete: how many messages went, and the one trash entry that restores them all. */
export interface DeletedMessages extends Deleted {
  deleted: number;
}

/** deleteContactMessages sends POST /api/contact-messages/delete: the messages go to the trash together. */
export function deleteContactMessages(ids: number[]): Promise<DeletedMessages> {
  return apiJSON<DeletedMessages>('POST', '/api/contact-messages/delete', { ids });
}

/** useDeleteContactMessages deletes several messages at once and refetches the inbox on success. */
export function useDeleteContactMessages() {
  return useListMutation(deleteContactMessages, [contactMessagesQueryOptions.queryKey]);
}
