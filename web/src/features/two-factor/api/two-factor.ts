import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiJSON } from '@/lib/api-client';
import rules from '../../../../content/rules.json';

/**
 * twoFactorRules are the words of two-factor sign-in that the server answers too
 * (web/content/rules.json's twoFactor block), so the panel can recognise a refusal by them.
 */
export const twoFactorRules = rules.twoFactor;

/** TwoFactorState is the signed-in account's own two-factor sign-in, as GET /api/auth/two-factor answers it. */
export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** required is true while the site's owners require two-factor sign-in of every account. */
  required: boolean;
}

/** TwoFactorSetup is a new secret to enrol: a QR code (a PNG data: URL), the same as a link, and the secret to type by hand. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** RecoveryCodes are one-time codes shown once, when made. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

export const twoFactorQueryOptions = queryOptions({
  queryKey: ['/api/auth/two-factor'],
  queryFn: () => apiGet<TwoFactorState>('/api/auth/two-factor'),
});

/** useTwoFactor is the signed-in account's two-factor state. */
export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions);
}

/** useStartTwoFactorSetup asks the server for a new secret to enrol; an earlier setup under way is replaced. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiJSON<TwoFactorSetup>('POST', '/api/auth/two-factor/setup') });
}

/** EnableTwoFactor is what turns two-factor sign-in on: the account's password and a code of the app just set up. */
export interface EnableTwoFactor {
  password: string;
  code: string;
}

/**
 * useEnableTwoFactor confirms the setup with the password and a code of the app, and answers the recovery codes;
 * the server ends the account's other sessions. The state is refetched, but not the session: a panel waiting on
 * the enrolment opens only once the codes are saved.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnableTwoFactor) => apiJSON<RecoveryCodes>('POST', '/api/auth/two-factor/enable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey }),
  });
}

/** DisableTwoFactor is what turns two-factor sign-in off: the account's password and a code of the app now, or a recovery code. */
export type DisableTwoFactor = { password: string } & ({ code: string } | { recoveryCode: string });

/** useDisableTwoFactor turns two-factor sign-in off; the server ends the account's other sessions. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactor) => apiJSON<TwoFactorState>('POST', '/api/auth/two-factor/disable', body),
    onSuccess: (state) => queryClient.setQueryData(twoFactorQueryOptions.queryKey, state),
  });
}

/** useNewRecoveryCodes replaces the account's recovery codes, given its password. */
export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiJSON<RecoveryCodes>('POST', '/api/auth/two-factor/recovery-codes', { password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey }),
  });
}

/** SecuritySettings are the owners' security settings. */
export interface SecuritySettings {
  requireTwoFactor: boolean;
}

export const securitySettingsQueryOptions = queryOptions({
  queryKey: ['/api/settings/security'],
  queryFn: () => apiGet<SecuritySettings>('/api/settings/security'),
});

/** useSecuritySettings reads the owners' security settings. */
export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions);
}

/** useSetRequireTwoFactor requires two-factor sign-in of every account, or stops requiring it. */
export function useSetRequireTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) => apiJSON<SecuritySettings>('PUT', '/api/settings/security', { requireTwoFactor }),
    onSuccess: (settings) => {
      queryClient.setQueryData(securitySettingsQueryOptions.queryKey, settings);
      void queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
    },
  });
}
