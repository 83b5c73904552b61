import { apiRequest } from '@/lib/api-client';
import { researchPapersQueryOptions } from '@/lib/api/get-research-papers';
import type { ResearchPaper } from '@/lib/entities';
import { useReorderMutation } from '@/lib/reorder-mutation';

/** reorderResearchPapers sends POST /api/research-papers/reorder; the server sets each orderIndex to its position in ids. */
export async function reorderResearchPapers(ids: number[]): Promise<void> {
  await apiRequest('POST', '/api/research-papers/reorder', { ids });
}

/** useReorderResearchPapers moves download records, optimistically (see useReorderMutation). */
export function useReorderResearchPapers() {
  return useReorderMutation<ResearchPaper>(researchPapersQueryOptions.queryKey, reorderResearchPapers);
}
