import { apiJSON } from '@/lib/api-client';
import { researchPapersQueryOptions } from '@/lib/api/get-research-papers';
import type { ResearchPaper } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { ResearchPaperInput } from './create-research-paper';

/** updateResearchPaper sends PUT /api/research-papers/{id}; like the spec's update it carries an id and a data object (fields left out keep their value). */
export function updateResearchPaper({ id, data }: { id: number; data: Partial<ResearchPaperInput> }): Promise<ResearchPaper> {
  return apiJSON<ResearchPaper>('PUT', `/api/research-papers/${id}`, data);
}

/** useUpdateResearchPaper updates a download record and refetches the list on success. */
export function useUpdateResearchPaper() {
  return useListMutation(updateResearchPaper, [researchPapersQueryOptions.queryKey]);
}
