import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Role } from '@/lib/admin/roles';
import { apiGet, apiJSON, apiRequest, forgetStoredTokens, onRefused } from '@/lib/api-client';
import { passwordRules } from '@/lib/site-rules';
import rules from '../../../content/rules.json';
import { contactMessagesQueryOptions } from './get-contact-messages';

/**
 * Session is who is signed in and with which role, as GET /api/auth/me answers. mustChangePassword is true while
 * the admin still has the generated first password; the server leaves it out otherwise.
 */
export interface Session {
  username: string;
  role: Role;
  mustChangePassword?: boolean;
  /** mustEnrolTwoFactor is true while the owners require two-factor sign-in and this account has none. */
  mustEnrolTwoFactor?: boolean;
}

/** useRole is the signed-in account's role, or undefined while nobody is signed in. */
export function useRole(): Role | undefined {
  return useSession().data?.role;
}

/**
 * sessionQueryOptions is the session check of spec §6: a 401 means nobody is signed in
 * (null). The session cookie answers it; a token an earlier panel kept in local storage is
 * removed first.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: ['/api/auth/me'],
  queryFn: () => {
    forgetStoredTokens();
    return apiGet<Session>('/api/auth/me', { on401: 'returnNull' });
  },
});

/** useSession returns the session check: data is the session, or null when signed out. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}

// The password just typed at sign-in by an admin who must replace it, kept in memory only
// so the new-password form need not ask for it again.
let firstPassword = '';

/** signInPassword is the password of the last sign-in, when that admin must choose a new one; else empty. */
export function signInPassword(): string {
  return firstPassword;
}

/**
 * SignInStep is where a sign-in stands: signed in, or waiting on the second step of an account with
 * two-factor sign-in, whose challenge the code goes with.
 */
export type SignInStep = { signedIn: true } | { signedIn: false; challenge: string };

/** SignInAnswer is the answer of either step of a sign-in. */
interface SignInAnswer {
  mustChangePassword?: boolean;
  twoFactorRequired?: boolean;
  challenge?: string;
}

// The password of a sign-in waiting on its second step, kept in memory for the new-password
// form should the account turn out to need one.
let pendingPassword = '';

/** finish reads a completed sign-in's answer. */
function finish(answer: SignInAnswer, password: string): SignInStep {
  firstPassword = answer.mustChangePassword ? password : '';
  pendingPassword = '';
  return { signedIn: true };
}

/**
 * signIn sends POST /api/auth/login; the session cookie it sets signs the panel's calls in.
 * The answer's token, meant for scripts, is not kept. An admin who must choose a new
 * password has their typed password remembered for that form. An account with two-factor
 * sign-in is not signed in yet: the answer is the challenge signInSecondStep completes.
 */
export async function signIn(credentials: { username: string; password: string }): Promise<SignInStep> {
  const answer = await apiJSON<SignInAnswer>('POST', '/api/auth/login', credentials);
  if (answer.twoFactorRequired && answer.challenge) {
    pendingPassword = credentials.password;
    return { signedIn: false, challenge: answer.challenge };
  }
  return finish(answer, credentials.password);
}

/** SecondFactor is the second step of a sign-in: its challenge and a code of the app, or a recovery code. */
export type SecondFactor = { challenge: string } & ({ code: string } | { recoveryCode: string });

/** signInSecondStep completes a sign-in with a code (POST /api/auth/login/two-factor). */
export async function signInSecondStep(factor: SecondFactor): Promise<SignInStep> {
  return finish(await apiJSON<SignInAnswer>('POST', '/api/auth/login/two-factor', factor), pendingPassword);
}

/** useSignIn signs in, then re-runs the session check so /admin opens signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (step) => (step.signedIn ? queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }) : undefined),
  });
}

/** useSignInSecondStep completes a sign-in with a code, then re-runs the session check. */
export function useSignInSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInSecondStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}

/** signOut ends the session on the server, which clears its cookie. */
export async function signOut(): Promise<void> {
  firstPassword = '';
  await apiRequest('POST', '/api/auth/logout');
}

/** PasswordChange is the body of POST /api/auth/password. */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** changePassword sends POST /api/auth/password; the session that sends it stays signed in. */
export async function changePassword(change: PasswordChange): Promise<{ message: string }> {
  const answer = await apiJSON<{ message: string }>('POST', '/api/auth/password', change);
  firstPassword = '';
  return answer;
}

/**
 * useChangePassword replaces the signed-in admin's password, then re-runs the session check
 * (the mutation stays pending until it answers), so the panel opens once the server no
 * longer asks for a new password.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
  });
}

/**
 * useRecheckSessionWhenPasswordRequired re-runs the session check whenever an admin call is
 * refused with the 403 that asks for a new password first (a tab opened before the server
 * asked), or for two-factor sign-in to be set up first (the owners just required it), so
 * the new-password form, or the setup, takes the panel's place.
 */
export function useRecheckSessionWhenPasswordRequired() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRefused((err) => {
        const message = err.status === 403 ? err.serverMessage() : '';
        if (message === passwordRules.mustChoose || message === rules.twoFactor.mustEnrol) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
        }
      }),
    [queryClient],
  );
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
