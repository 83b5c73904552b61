import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** teamMembersQueryOptions reads GET /api/team-members. */
export const teamMembersQueryOptions = listQueryOptions<TeamMember>('/api/team-members');

/** useTeamMembers returns the list of GET /api/team-members. */
export function useTeamMembers() {
  return useQuery(teamMembersQueryOptions);
}
