// The staff accounts as GET /api/staff lists them (owners only): the staff tab manages them,
// and the review settings choose reviewers among them.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@/lib/admin/roles';
import { apiGet } from '@/lib/api-client';

/** StaffAccount is an account as GET /api/staff lists it. */
export interface StaffAccount {
  id: number;
  username: string;
  role: Role;
  createdAt: string;
  createdBy: string;
  deactivatedAt: string | null;
  mustChangePassword: boolean;
  lastSeenAt: string | null;
  sessions: number;
  twoFactor: boolean;
}

/** staffQueryOptions read every staff account. */
export const staffQueryOptions = queryOptions({
  queryKey: ['/api/staff'],
  queryFn: async () => (await apiGet<StaffAccount[]>('/api/staff')) ?? [],
});

/** useStaff is every staff account (owners only). */
export function useStaff() {
  return useQuery(staffQueryOptions);
}
