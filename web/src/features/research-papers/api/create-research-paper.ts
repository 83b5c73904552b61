import { apiJSON } from '@/lib/api-client';
import { researchPapersQueryOptions } from '@/lib/api/get-research-papers';
import type { ResearchPaper } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';

/** ResearchPaperInput is the body of a download record create or update: every field but the id. */
export type ResearchPaperInput = Omit<ResearchPaper, 'id'>;

/** createResearchPaper sends POST /api/research-papers. */
export function createResearchPaper(data: ResearchPaperInput): Promise<ResearchPaper> {
  return apiJSON<ResearchPaper>('POST', '/api/research-papers', data);
}

/** useCreateResearchPaper creates a download record and refetches the list on success. */
export function useCreateResearchPaper() {
  return useListMutation(createResearchPaper, [researchPapersQueryOptions.queryKey]);
}
