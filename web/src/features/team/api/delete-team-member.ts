import { apiRequest } from '@/lib/api-client';
import { useListMutation } from '@/lib/list-mutation';
import { teamMembersQueryOptions } from './get-team-members';

/** deleteTeamMember sends DELETE /api/team-members/{id}. */
export async function deleteTeamMember(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/team-members/${id}`);
}

/** useDeleteTeamMember deletes a team member and refetches the list on success. */
export function useDeleteTeamMember() {
  return useListMutation(deleteTeamMember, [teamMembersQueryOptions.queryKey]);
}
