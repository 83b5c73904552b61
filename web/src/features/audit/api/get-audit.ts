import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { auditQuery, type AuditFilter, type AuditPage } from '../lib/audit-log';

/** AUDIT_PAGE is how many entries each page of the log brings. */
export const AUDIT_PAGE = 50;

const emptyPage: AuditPage = { entries: [], nextBefore: null, actors: [], kinds: [], serverName: '' };

/**
 * auditQueryOptions reads the log page by page, newest first, GET /api/audit (owners only):
 * each page starts before the last entry of the one before. While another filter's pages
 * load, the last ones stay (marked as placeholders), so the filters keep their choices.
 */
export function auditQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: ['/api/audit', filter],
    queryFn: async ({ pageParam }) =>
      (await apiGet<AuditPage>(`/api/audit${auditQuery(filter, pageParam, AUDIT_PAGE)}`)) ?? emptyPage,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    placeholderData: keepPreviousData,
  });
}

/** useAuditLog returns the pages of the log the filter chooses. */
export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}

/** auditExportURL is the address of the CSV file of every entry the filter chooses, GET /api/audit.csv. */
export function auditExportURL(filter: AuditFilter): string {
  return `/api/audit.csv${auditQuery(filter)}`;
}
