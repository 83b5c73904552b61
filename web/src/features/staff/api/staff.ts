import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@/lib/admin/roles';
import { apiGet, apiJSON } from '@/lib/api-client';
import { staffQueryOptions, type StaffAccount } from '@/lib/api/staff-accounts';

export { staffQueryOptions, useStaff, type StaffAccount } from '@/lib/api/staff-accounts';

/** StaffSession is one live session of an account. */
export interface StaffSession {
  id: number;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** Access is how an owner lets someone in: a temporary password or a one-time sign-in link. */
export type Access = 'password' | 'link';

/** StaffGrant answers an account created or reset: what lets its holder in, shown once. */
export interface StaffGrant {
  account: StaffAccount;
  temporaryPassword?: string;
  signInLink?: string;
  linkExpiresAt?: string;
}

/** ownSessionsQueryOptions are the signed-in person's live sessions. */
export const ownSessionsQueryOptions = queryOptions({
  queryKey: ['/api/auth/sessions'],
  queryFn: async () => (await apiGet<StaffSession[]>('/api/auth/sessions')) ?? [],
});

/** sessionsOfQueryOptions are the live sessions of another account, for owners. */
export function sessionsOfQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['/api/staff', id, 'sessions'],
    queryFn: async () => (await apiGet<StaffSession[]>(`/api/staff/${id}/sessions`)) ?? [],
  });
}

/** useStaffMutation runs a staff change and refreshes the list of accounts after it. */
function useStaffMutation<In, Out>(fn: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey }),
  });
}

export function useCreateStaff() {
  return useStaffMutation((input: { username: string; role: Role; access: Access }) =>
    apiJSON<StaffGrant>('POST', '/api/staff', input),
  );
}

export function useChangeStaff() {
  return useStaffMutation(({ id, ...change }: { id: number; role?: Role; active?: boolean }) =>
    apiJSON<StaffAccount>('PATCH', `/api/staff/${id}`, change),
  );
}

export function useResetAccess() {
  return useStaffMutation(({ id, access }: { id: number; access: Access }) =>
    apiJSON<StaffGrant>('POST', `/api/staff/${id}/access`, { access }),
  );
}

/** useEndSessions ends one session (session given) or all of them; own: the signed-in person's, keeping this one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, session }: { account?: number; session?: number }) => {
      const base = account === undefined ? '/api/auth/sessions' : `/api/staff/${account}/sessions`;
      return apiJSON<{ message: string }>('DELETE', session === undefined ? base : `${base}/${session}`);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ownSessionsQueryOptions.queryKey });
      // The accounts and each one's sessions: every query under /api/staff.
      await queryClient.invalidateQueries({ queryKey: staffQueryOptions.queryKey });
    },
  });
}

/** checkSignInLink answers the username a sign-in link is for, or throws the server's words when it is spent. */
export function checkSignInLink(token: string): Promise<{ username: string }> {
  return apiJSON<{ username: string }>('POST', '/api/auth/link/check', { token });
}

/** useSignInLink chooses a password through a sign-in link, which signs its holder in. */
export function useSignInLink() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) => apiJSON<{ username: string }>('POST', '/api/auth/link', input),
  });
}
