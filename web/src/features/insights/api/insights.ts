import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJSON } from '@/lib/api-client';
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

/** NOT_FOUND_KEY is the not-found log's query; a redirect made from it refreshes it. */
export const NOT_FOUND_KEY = ['/api/not-found'];

/** useNotFoundLog reads the paths asked for that the site does not have, GET /api/not-found. */
export function useNotFoundLog() {
  return useQuery({ queryKey: NOT_FOUND_KEY, queryFn: async () => (await apiGet<NotFoundLog>('/api/not-found'))! });
}
