import type { QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query-client';
import { seedQueryCache } from '@/lib/seed-data';

let client: QueryClient | undefined;

/**
 * appQueryClient is the admin panel's one query cache. It is made on first use, and in the
 * browser the lists the server embedded in the page (`#qrs-data`) fill it before anything
 * renders. The public pages read their lists without it (usePageRecords).
 */
export function appQueryClient(): QueryClient {
  if (!client) {
    client = makeQueryClient();
    if (typeof document !== 'undefined') seedQueryCache(client, document);
  }
  return client;
}

