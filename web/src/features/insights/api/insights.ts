import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJSON, apiRequest } from '@/lib/api-client';
import { rangeQuery, type InsightsReport, type RangeChoice } from '../lib/insights';

/** useInsights reads the report of a range, GET /api/insights; the last one stays while another loads. */
export function useInsights(range: RangeChoice) {
  return useQuery({
    queryKey: ['/api/insights', range],
    queryFn: async () => (await apiGet<InsightsReport>(`/api/insights?${rangeQuery(range)}`))!,
    placeholderData: keepPreviousData,
  });
}

/** insightsCSVURL is the address of a table of the report as a CSV file, every row of it. */
export function insightsCSVURL(range: RangeChoice, table: string): string {
  return `/api/insights.csv?table=${encodeURIComponent(table)}&${rangeQuery(range)}`;
}

/** InsightsSettings are how long the hourly counts are kept, and whether this server counts. */
export interface InsightsSettings {
  retentionMonths: number;
  counting: boolean;
}

const settingsKey = ['/api/insights/settings'];

export function useInsightsSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: async () => (await apiGet<InsightsSettings>('/api/insights/settings'))! });
}

/** useSaveRetention sets how many months the counts are kept (owners), PUT /api/insights/settings. */
export function useSaveRetention() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (retentionMonths: number) => apiJSON<InsightsSettings>('PUT', '/api/insights/settings', { retentionMonths }),
    onSuccess: (s) => {
      qc.setQueryData(settingsKey, s);
      void qc.invalidateQueries({ queryKey: ['/api/insights'] });
    },
  });
}

/** NotFoundEntry is one path of the not-found log. */
export interface NotFoundEntry {
  path: string;
  bot: boolean;
  hits: number;
  firstSeen: string;
  lastSeen: string;
  topReferrer: string;
}

export interface NotFoundLog {
  visitors: NotFoundEntry[];
  bots: NotFoundEntry[];
  limit: number;
}

const notFoundKey = ['/api/not-found'];

/** useNotFoundLog reads the paths asked for that the site does not have, GET /api/not-found. */
export function useNotFoundLog() {
  return useQuery({ queryKey: notFoundKey, queryFn: async () => (await apiGet<NotFoundLog>('/api/not-found'))! });
}

/**
 * useRedirectNotFound makes a redirect from a path of the log (POST /api/redirects), then
 * takes the path off the log, which the redirect now answers.
 */
export function useRedirectNotFound() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ from, to, temporary }: { from: string; to: string; temporary: boolean }) => {
      await apiJSON('POST', '/api/redirects', { from, to, temporary, prefix: false });
      await apiRequest('DELETE', `/api/not-found?path=${encodeURIComponent(from)}`);
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: notFoundKey });
      void qc.invalidateQueries({ queryKey: ['/api/redirects'] });
    },
  });
}
