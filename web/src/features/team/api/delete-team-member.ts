import { apiJSON } from '@/lib/api-client';
import type { Deleted } from '@/lib/api/restore-trash';
import { useListMutation } from '@/lib/list-mutation';
import { teamMembersQueryOptions } from './get-team-members';

/** deleteTeamMember sends DELETE /api/team-members/{id}: the record goes to the trash; the answer names the entry that restores it. */
export function deleteTeamMember(id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `/api/team-members/${id}`);
}

/** useDeleteTeamMember deletes a team member and refetches the list on success. */
export function useDeleteTeamMember() {
  return useListMutation(deleteTeamMember, [teamMembersQueryOptions.queryKey]);
}
