import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJSON, apiRequest, storeToken } from '@/lib/api-client';
import { contactMessagesQueryOptions } from './get-contact-messages';

/** Session is who is signed in, as GET /api/auth/me answers. */
export interface Session {
  username: string;
}

/** sessionQueryOptions is the session check of spec §6: a 401 means nobody is signed in (null). */
export const sessionQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'],
  queryFn: () => apiGet<Session>('/api/auth/me', { on401: 'returnNull' }),
});

/** useSession returns the session check: data is the session, or null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** signIn sends POST /api/auth/login and keeps the token for the bearer header (spec §6). */
export async function signIn(credentials: { username: string; password: string }): Promise<void> {
  const { authToken } = await apiJSON<{ authToken: string }>('POST', '/api/auth/login', credentials);
  storeToken(authToken);
}

/** useSignIn signs in, then re-runs the session check so /admin opens signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}

/** signOut ends the session on the server and forgets the stored token, even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } finally {
    storeToken(null);
  }
}

/**
 * useSignOut signs out and resets the auth state to unauthorised (spec §4). The inbox is
 * dropped from the cache too: it is staff-only data and must not outlive the session.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: contactMessagesQueryOptions.queryKey });
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
    },
  });
}
