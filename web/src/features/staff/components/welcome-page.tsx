import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/api/session';
import { newPasswordErrors, passwordRules } from '@/lib/site-rules';
import { checkSignInLink, useSignInLink } from '../api/staff';

/** welcomeToken is the sign-in link's token in /admin#welcome=…, or ''. */
export function welcomeToken(hash: string): string {
  const m = /^#welcome=([A-Za-z0-9_-]+)$/.exec(hash);
  return m ? m[1] : '';
}

// The token of the sign-in link the page was opened with, taken from the address once.
let pending = typeof window === 'undefined' ? '' : welcomeToken(window.location.hash);
const listeners = new Set<() => void>();

/**
 * useWelcomeToken answers the token of the sign-in link the panel was opened with, until
 * forgetWelcomeToken; the server's render and the hydration see none, so they match.
 */
export function useWelcomeToken(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => '',
  );
}

/** forgetWelcomeToken drops the link's token once it is used or found spent. */
export function forgetWelcomeToken() {
  pending = '';
  for (const l of listeners) l();
}

/**
 * WelcomePage is where a one-time sign-in link lands (/admin#welcome=…): its holder chooses
 * their password and is signed in. A link used or expired says so and names who can help.
 */
export function WelcomePage({ token, onDone }: { token: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const link = useQuery({ queryKey: ['sign-in-link', token], queryFn: () => checkSignInLink(token), retry: false });
  const use = useSignInLink();
  const [form, setForm] = useState({ newPassword: '', repeatPassword: '' });
  const [errors, setErrors] = useState<{ newPassword?: string; repeatPassword?: string }>({});
  const [failure, setFailure] = useState('');
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Welcome | QRS';
    // The token leaves the address bar at once, so it stays out of the history and of screenshots.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const found = newPasswordErrors({ currentPassword: '', ...form });
    delete found.currentPassword;
    if (Object.keys(found).length > 0) {
      setErrors(found);
      first.current?.focus();
      return;
    }
    setErrors({});
    try {
      await use.mutateAsync({ token, newPassword: form.newPassword });
      await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors().newPassword) setErrors({ newPassword: err.fieldErrors().newPassword });
      else setFailure(err instanceof ApiError ? err.serverMessage() : String(err));
    }
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <div className="text-center">
          <UserCheck className="mx-auto h-10 w-10 text-primary" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold">{link.data ? `Welcome, ${link.data.username}` : 'Welcome'}</h1>
        </div>
        {link.isPending ? (
          <p role="status" className="mt-4 text-center text-muted-foreground">
            Checking your link...
          </p>
        ) : link.error ? (
          <div className="mt-4 space-y-4 text-center">
            <p role="alert" className="text-destructive">
              {link.error instanceof ApiError ? link.error.serverMessage() : String(link.error)}
            </p>
            <Button variant="outline" onClick={onDone}>
              Go to sign-in
            </Button>
          </div>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-5">
            <p className="text-center text-sm text-muted-foreground">Choose the password you will sign in with. The link works only once.</p>
            <input type="text" name="username" autoComplete="username" value={link.data?.username ?? ''} readOnly hidden />
            <Field id="welcome-new" label="New password" error={errors.newPassword} hint={`At least ${passwordRules.minLength} characters.`}>
              <Input
                id="welcome-new"
                ref={first}
                type="password"
                autoComplete="new-password"
                value={form.newPassword}
                aria-invalid={errors.newPassword ? true : undefined}
                aria-describedby={describedBy('welcome-new', errors.newPassword)}
                onChange={(e) => setForm((f) => ({ ...f, newPassword: e.target.value }))}
              />
            </Field>
            <Field id="welcome-repeat" label="Repeat new password" error={errors.repeatPassword}>
              <Input
                id="welcome-repeat"
                type="password"
                autoComplete="new-password"
                value={form.repeatPassword}
                aria-invalid={errors.repeatPassword ? true : undefined}
                aria-describedby={errors.repeatPassword ? 'welcome-repeat-error' : undefined}
                onChange={(e) => setForm((f) => ({ ...f, repeatPassword: e.target.value }))}
              />
            </Field>
            {failure ? (
              <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                {failure}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={use.isPending}>
              {use.isPending ? 'Signing in...' : 'Save password and sign in'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
