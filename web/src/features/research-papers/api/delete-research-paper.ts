import { apiJSON } from '@/lib/api-client';
import { researchPapersQueryOptions } from '@/lib/api/get-research-papers';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';

/** deleteResearchPaper sends DELETE /api/research-papers/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteResearchPaper(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/research-papers/${id}`);
}

/** useDeleteResearchPaper deletes a download record and refetches the list on success. */
export function useDeleteResearchPaper() {
  return useListMutation(deleteResearchPaper, [researchPapersQueryOptions.queryKey]);
}
