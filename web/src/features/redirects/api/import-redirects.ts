import { REDIRECTS } from '@/components/admin/redirect-dialog';
import { apiUpload } from '@/lib/api-client';
import { recordsQueryOptions } from '@/lib/api/records';
import { useListMutation } from '@/lib/list-mutation';

// The redirects as a CSV file: GET /api/redirects.csv writes them (from, prefix, to,
// status), POST /api/redirects/import reads such a file back, all or nothing.

/** REDIRECTS_CSV_URL is the address of the redirects' CSV file. */
export const REDIRECTS_CSV_URL = `${REDIRECTS.path}.csv`;

/** ImportResult is what an import did, worded in message ("1 added, 2 updated, 0 unchanged"). */
export interface ImportResult {
  message: string;
  added: number;
  updated: number;
  unchanged: number;
}

/** importRedirects sends a CSV file to POST /api/redirects/import. */
export function importRedirects(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<ImportResult>(`${REDIRECTS.path}/import`, form);
}

/** useImportRedirects imports a CSV file and refetches the list once it is stored. */
export function useImportRedirects() {
  return useListMutation(importRedirects, [recordsQueryOptions(REDIRECTS).queryKey]);
}

/**
 * lineErrors are an import's refusals by line, in the file's order: the server answers them
 * as errors keyed "line 4", each "column: message".
 */
export function lineErrors(errors: Record<string, string>): { line: number; message: string }[] {
  return Object.entries(errors)
    .map(([key, message]) => ({ line: Number(key.replace(/^line /, '')), message }))
    .filter((e) => Number.isFinite(e.line))
    .sort((a, b) => a.line - b.line);
}
