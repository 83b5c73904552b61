import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { researchPapersQueryOptions } from './get-research-papers';

/** deleteResearchPaper sends DELETE /api/research-papers/{id}. */
export async function deleteResearchPaper(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/research-papers/${id}`);
}

/** useDeleteResearchPaper deletes a download record and refetches the list on success. */
export function useDeleteResearchPaper() {
  return useListMutation(deleteResearchPaper, [researchPapersQueryOptions.queryKey]);
}
