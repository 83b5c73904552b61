import type { QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query-client';
import { fillQueryCache, seedQueryCache } from '@/lib/seed-data';

let client: QueryClient | undefined;

/**
 * appQueryClient is the one query cache of the page. It is made on first use, and in the
 * browser the lists the server embedded in the page (`#qrs-data`) fill it before anything
 * renders, so those pages make no request on first load.
 */
export function appQueryClient(): QueryClient {
  if (!client) {
    client = makeQueryClient();
    if (typeof document !== 'undefined') seedQueryCache(client, document);
  }
  return client;
}

/** fillForRender gives the next server render a fresh cache holding exactly data's lists. */
export function fillForRender(data: Record<string, unknown>): void {
  client?.clear();
  client = makeQueryClient();
  fillQueryCache(client, data);
}
