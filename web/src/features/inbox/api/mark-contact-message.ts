import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import { contactMessagesQueryOptions } from '@/lib/api/get-contact-messages';
import type { InboxMessage } from '@/lib/entities';

/** MessageMark is a change of where a message stands: read or unread, answered or not answered. */
export interface MessageMark {
  id: number;
  read?: boolean;
  answered?: boolean;
}

/** markContactMessage sends PATCH /api/contact-messages/{id} and answers the message as stored. */
export async function markContactMessage({ id, ...change }: MessageMark): Promise<InboxMessage> {
  return apiJSON<InboxMessage>('PATCH', `/api/contact-messages/${id}`, change);
}

/**
 * useMarkContactMessage marks a message; the stored message takes its place in the inbox at
 * once (so the unread count drops as the message opens), then the inbox is refetched.
 */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  const { queryKey } = contactMessagesQueryOptions;
  return useMutation({
    mutationFn: markContactMessage,
    onSuccess: (stored) => {
      queryClient.setQueryData(queryKey, (list) => list?.map((m) => (m.id === stored.id ? stored : m)));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
