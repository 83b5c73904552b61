import { useQuery } from '@tanstack/react-query';
import type { ResearchPaper } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** researchPapersQueryOptions reads GET /api/research-papers. */
export const researchPapersQueryOptions = listQueryOptions<ResearchPaper>('/api/research-papers');

/** useResearchPapers returns the list of GET /api/research-papers. */
export function useResearchPapers() {
  return useQuery(researchPapersQueryOptions);
}
