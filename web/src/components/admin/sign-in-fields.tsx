import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LOGIN_FAILED } from '@/lib/admin/messages';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions, signIn, signInSecondStep } from '@/lib/api/session';
import { tryAgainIn } from '@/lib/wait-words';
import rules from '../../../content/rules.json';

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

/** The words of the second step of a sign-in that the server answers too (rules.json's twoFactor block). */
const twoFactor = rules.twoFactor;

/**
 * SecondFactorFields are the second step of a sign-in of an account with two-factor sign-in:
 * the code of the authenticator app, or instead one of the recovery codes, and the failure
 * line. The code field is the one a phone fills from a text or the app (one-time-code) and
 * opens the digits' keyboard.
 */
export function SecondFactorFields({
  idPrefix,
  useRecovery,
  onUseRecovery,
  value,
  onValue,
  failure,
}: {
  idPrefix: string;
  useRecovery: boolean;
  onUseRecovery: (recovery: boolean) => void;
  value: string;
  onValue: (value: string) => void;
  failure: string | null;
}) {
  const id = `${idPrefix}-${useRecovery ? 'recovery-code' : 'code'}`;
  return (
    <>
      {useRecovery ? (
        <Field id={id} label="Recovery code">
          <Input
            id={id}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
            placeholder="xxxxx-xxxxx"
            value={value}
            onChange={(e) => onValue(e.target.value)}
            aria-describedby={`${id}-hint`}
          />
        </Field>
      ) : (
        <Field id={id} label="Authentication code">
          <Input
            id={id}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={twoFactor.codeLength}
            required
            autoFocus
            className="font-mono text-lg tracking-[0.3em]"
            value={value}
            onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, twoFactor.codeLength))}
            aria-describedby={`${id}-hint`}
          />
        </Field>
      )}
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {useRecovery
          ? 'Each recovery code you saved when you set up two-factor sign-in works once.'
          : `Open your authenticator app and enter the ${twoFactor.codeLength}-digit code it shows for QRS.`}
      </p>
      <button
        type="button"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          onValue('');
          onUseRecovery(!useRecovery);
        }}
      >
        {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
      </button>
      {failure ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/**
 * secondFactorFailure words a refused second step: the server's words for a wrong code or a
 * code of the wrong shape, and whether the password must be typed again (the step took too
 * long, or took its most wrong codes); too many attempts and a busy server as a sign-in's.
 */
export function secondFactorFailure(err: unknown): { message: string; startOver: boolean } {
  if (!(err instanceof ApiError)) return { message: signInFailure(err), startOver: false };
  if (err.status === 401) {
    const message = err.serverMessage();
    return { message, startOver: message === twoFactor.challengeExpired || message === twoFactor.tooManyCodes };
  }
  if (err.status === 400) {
    const fields = err.fieldErrors();
    return { message: fields.code ?? fields.recoveryCode ?? err.serverMessage(), startOver: false };
  }
  return { message: signInFailure(err), startOver: false };
}

/**
 * useSignInSteps runs a sign-in of one or two steps for a form: the password, then for an
 * account with two-factor sign-in a code (or a recovery code). onSignedIn runs once signed
 * in, after the session check is asked to run again; onFailure hears what each refusal says.
 */
export function useSignInSteps({ onSignedIn, onFailure }: { onSignedIn: () => void; onFailure?: (description: string) => void }) {
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (line: string, description: string) => {
    setFailure(line);
    onFailure?.(description);
  };
  const signedIn = () => {
    setChallenge(null);
    setCode('');
    void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    onSignedIn();
  };

  /** submitPassword sends the first step. */
  const submitPassword = async (credentials: { username: string; password: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      const step = await signIn(credentials);
      if (step.signedIn) signedIn();
      else {
        setUseRecovery(false);
        setCode('');
        setChallenge(step.challenge);
      }
    } catch (err) {
      const description = signInFailure(err);
      fail(`${LOGIN_FAILED.title}: ${description}`, description);
    } finally {
      setBusy(false);
    }
  };

  /** submitCode sends the second step; a step that took too long goes back to the password. */
  const submitCode = async () => {
    if (!challenge) return;
    setBusy(true);
    setFailure(null);
    try {
      await signInSecondStep(useRecovery ? { challenge, recoveryCode: code } : { challenge, code });
      signedIn();
    } catch (err) {
      const { message, startOver } = secondFactorFailure(err);
      if (startOver) setChallenge(null);
      fail(message, message);
    } finally {
      setBusy(false);
    }
  };

  /** startOver leaves the second step for the password again. */
  const startOver = () => {
    setChallenge(null);
    setCode('');
    setFailure(null);
  };

  return { challenge, useRecovery, setUseRecovery, code, setCode, failure, busy, submitPassword, submitCode, startOver };
}

/**
 * SignInStepFields are the fields of the step a sign-in form is at: the username and
 * password, or the code of the second step. The sign-in page and the dialog that signs an
 * editor in again in place show the same ones.
 */
export function SignInStepFields({
  idPrefix,
  steps,
  username,
  password,
  onUsername,
  onPassword,
  focus,
}: {
  idPrefix: string;
  steps: ReturnType<typeof useSignInSteps>;
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  focus: 'username' | 'password';
}) {
  if (steps.challenge !== null)
    return (
      <SecondFactorFields
        idPrefix={idPrefix}
        useRecovery={steps.useRecovery}
        onUseRecovery={steps.setUseRecovery}
        value={steps.code}
        onValue={steps.setCode}
        failure={steps.failure}
      />
    );
  return (
    <SignInFields
      idPrefix={idPrefix}
      username={username}
      password={password}
      onUsername={onUsername}
      onPassword={onPassword}
      failure={steps.failure}
      focus={focus}
    />
  );
}
