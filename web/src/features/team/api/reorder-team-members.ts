import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TeamMember } from '@/lib/entities';
import { teamMembersQueryOptions } from './get-team-members';

/** reorderTeamMembers sends POST /api/team-members/reorder; the server sets each orderIndex to its position in ids. */
export async function reorderTeamMembers(ids: number[]): Promise<void> {
  await apiRequest('POST', '/api/team-members/reorder', { ids });
}

/**
 * useReorderTeamMembers moves team members. The list is reordered in the cache at once, so an up or
 * down press answers instantly (and keyboard focus stays put); a failure restores it, and the
 * list is refetched either way.
 */
export function useReorderTeamMembers() {
  const queryClient = useQueryClient();
  const key = teamMembersQueryOptions.queryKey;
  return useMutation({
    mutationFn: reorderTeamMembers,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TeamMember[]>(key);
      if (previous) {
        const position = new Map(ids.map((id, i) => [id, i]));
        queryClient.setQueryData<TeamMember[]>(
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
