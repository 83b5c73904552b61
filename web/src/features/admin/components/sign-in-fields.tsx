import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { LOGIN_FAILED } from '../schemas/messages';
import { tryAgainIn } from '@/lib/wait-words';

/**
 * SignInFields are the inputs and the failure line of a sign-in form: the sign-in page's and
 * the dialog that signs an editor in again in place.
 */
export function SignInFields({
  idPrefix,
  username,
  password,
  onUsername,
  onPassword,
  failure,
  focus,
}: {
  idPrefix: string;
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  failure: string | null;
  /** focus names the input that takes the focus when the form opens. */
  focus: 'username' | 'password';
}) {
  return (
    <>
      <Field id={`${idPrefix}-username`} label="Username">
        <Input
          id={`${idPrefix}-username`}
          name="username"
          autoComplete="username"
          required
          autoFocus={focus === 'username'}
          value={username}
          onChange={(e) => onUsername(e.target.value)}
        />
      </Field>
      <Field id={`${idPrefix}-password`} label="Password">
        <Input
          id={`${idPrefix}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus={focus === 'password'}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </Field>
      {failure ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * signInFailure words a refused sign-in: a wrong name or password (401) is the spec's
 * message; anything else (429, 503, a network failure) says what happened, and when to retry.
 */
export function signInFailure(err: unknown): string {
  if (!(err instanceof ApiError) || err.status === 401) return LOGIN_FAILED.description;
  // Refused for now (429 too many attempts, 503 busy): say when to come back.
  return [err.serverMessage(), tryAgainIn(err.retryAfter)].filter(Boolean).join(' ');
}
