import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** SitePackage describes the downloadable static copy of the site. */
export interface SitePackage {
  fileName: string;
  size: number;
}

/** sitePackageQueryOptions reads GET /api/site-package. */
export const sitePackageQueryOptions = queryOptions({
  queryKey: ['/api/site-package'],
  queryFn: () => apiGet<SitePackage>('/api/site-package'),
});

/** useSitePackage returns the package's file name and size. */
export function useSitePackage() {
  return useQuery(sitePackageQueryOptions);
}
