import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@/lib/router';
import { appQueryClient } from './app-query-client';

/**
 * Component wraps the pages that read the API (the data pages and the admin) in the query
 * cache. It is a lazy layout route, so the home page and the static pages never download
 * the query library.
 */
export function Component() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
