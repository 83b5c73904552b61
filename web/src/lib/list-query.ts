import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * listQueryOptions reads a public list. The query key is the API path itself, so the
 * data the server embeds in a page (keyed by path) seeds exactly this query.
 */
export function listQueryOptions<T>(path: string) {
  return queryOptions({
    queryKey: [path],
    queryFn: async () => (await apiGet<T[]>(path)) ?? [],
  });
}
