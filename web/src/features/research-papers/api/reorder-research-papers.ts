import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ResearchPaper } from '@/lib/entities';
import { researchPapersQueryOptions } from './get-research-papers';

/** reorderResearchPapers sends POST /api/research-papers/reorder; the server sets each orderIndex to its position in ids. */
export async function reorderResearchPapers(ids: number[]): Promise<void> {
  await apiRequest('POST', '/api/research-papers/reorder', { ids });
}

/**
 * useReorderResearchPapers moves download records. The list is reordered in the cache at once, so an up or
 * down press answers instantly (and keyboard focus stays put); a failure restores it, and the
 * list is refetched either way.
 */
export function useReorderResearchPapers() {
  const queryClient = useQueryClient();
  const key = researchPapersQueryOptions.queryKey;
  return useMutation({
    mutationFn: reorderResearchPapers,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ResearchPaper[]>(key);
      if (previous) {
        const position = new Map(ids.map((id, i) => [id, i]));
        queryClient.setQueryData<ResearchPaper[]>(
          key,
          previous.map((item) => (position.has(item.id) ? { ...item, orderIndex: position.get(item.id)! } : item)),
        );
      }
      return { previous };
    },
    onError: (_err, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
