import { QueryClient } from '@tanstack/react-query';

/** makeQueryClient builds the client of spec §9: no retries, no focus or interval refetch, data never stale. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
