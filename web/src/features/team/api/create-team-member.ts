import { apiJSON } from '@/lib/api-client';
import type { TeamMember } from '@/lib/entities';
import { useListMutation } from '@/lib/list-mutation';
import { teamMembersQueryOptions } from './get-team-members';

/** TeamMemberInput is the body of a team member create or update: every field but the id. */
export type TeamMemberInput = Omit<TeamMember, 'id'>;

/** createTeamMember sends POST /api/team-members. */
export function createTeamMember(data: TeamMemberInput): Promise<TeamMember> {
  return apiJSON<TeamMember>('POST', '/api/team-members', data);
}

/** useCreateTeamMember creates a team member and refetches the list on success. */
export function useCreateTeamMember() {
  return useListMutation(createTeamMember, [teamMembersQueryOptions.queryKey]);
}
