import { useApiData } from '@/lib/site-content';

/** SitePackage describes the downloadable static copy of the site. */
export interface SitePackage {
  fileName: string;
  size: number;
}

/** useSitePackage returns the package's file name and size (GET /api/site-package), once read. */
export function useSitePackage() {
  return useApiData<SitePackage>('/api/site-package');
}
