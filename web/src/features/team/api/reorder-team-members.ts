import { apiRequest } from '@/lib/api-client';
import type { TeamMember } from '@/lib/entities';
import { useReorderMutation } from '@/lib/reorder-mutation';
import { teamMembersQueryOptions } from './get-team-members';

/** reorderTeamMembers sends POST /api/team-members/reorder; the server sets each orderIndex to its position in ids. */
export async function reorderTeamMembers(ids: number[]): Promise<void> {
  await apiRequest('POST', '/api/team-members/reorder', { ids });
}

/** useReorderTeamMembers moves team members, optimistically (see useReorderMutation). */
export function useReorderTeamMembers() {
  return useReorderMutation<TeamMember>(teamMembersQueryOptions.queryKey, reorderTeamMembers);
}
