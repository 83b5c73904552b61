import { apiJSON } from '@/lib/api-client';
import type { TeamMember } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import type { TeamMemberInput } from './create-team-member';
import { teamMembersQueryOptions } from './get-team-members';

/** updateTeamMember sends PUT /api/team-members/{id}; like the spec's update it carries an id and a data object. */
export function updateTeamMember({ id, data }: { id: number; data: TeamMemberInput }): Promise<TeamMember> {
  return apiJSON<TeamMember>('PUT', `/api/team-members/${id}`, data);
}

/** useUpdateTeamMember updates a team member and refetches the list on success. */
export function useUpdateTeamMember() {
  return useListMutation(updateTeamMember, [teamMembersQueryOptions.queryKey]);
}
