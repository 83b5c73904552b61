import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ContactMessage } from '@/lib/entities';

/** contactMessagesQueryOptions reads the inbox, GET /api/contact-messages (admin only, newest first). */
export const contactMessagesQueryOptions = queryOptions({
  queryKey: ['/api/contact-messages'],
  queryFn: async () => (await apiGet<ContactMessage[]>('/api/contact-messages')) ?? [],
});

/** useContactMessages returns the contact inbox. */
export function useContactMessages() {
  return useQuery(contactMessagesQueryOptions);
}
