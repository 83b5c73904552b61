import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { tryAgainIn } from '@/lib/wait-words';
import { twoFactorRules, type DisableTwoFactor } from '../api/two-factor';
import { digitsOnly } from '../lib/recovery-codes';

/** The refusals of a request to turn two-factor sign-in off, each shown at its field. */
interface Failures {
  password?: string;
  code?: string;
  recoveryCode?: string;
}

/**
 * TurnOffPrompt asks for what turning two-factor sign-in off takes: the account's password and
 * a code of the authenticator app now, or instead one of the recovery codes. The server's
 * refusals (a wrong password or code, too many) show under their fields.
 */
export function TurnOffPrompt({
  pending,
  onSubmit,
  onCancel,
}: {
  pending: boolean;
  onSubmit: (body: DisableTwoFactor, onError: (err: unknown) => void) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failures>({});
  const codeId = useRecovery ? 'two-factor-disable-recovery-code' : 'two-factor-disable-code';
  const codeError = useRecovery ? failure.recoveryCode : failure.code;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure({});
    onSubmit(useRecovery ? { password, recoveryCode: code } : { password, code }, (err) => {
      setCode('');
      if (!(err instanceof ApiError)) {
        setFailure({ password: 'Could not reach the server. Please try again.' });
        return;
      }
      const fields = err.fieldErrors();
      if (fields.password) setPassword('');
      if (fields.password || fields.code || fields.recoveryCode) setFailure(fields);
      else {
        const words = [err.serverMessage(), tryAgainIn(err.retryAfter)].filter(Boolean).join(' ');
        setFailure(useRecovery ? { recoveryCode: words } : { code: words });
      }
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border border-border bg-muted/30 p-4">
      <p className="text-sm">
        Turning two-factor sign-in off lets your password alone sign in again, ends your recovery codes and signs you out on every
        other device. Confirm with your password and a code of your authenticator app.
      </p>
      <Field id="two-factor-disable-password" label="Your password" error={failure.password}>
        <Input
          id="two-factor-disable-password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          aria-invalid={failure.password ? true : undefined}
          aria-describedby={failure.password ? 'two-factor-disable-password-error' : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {useRecovery ? (
        <Field id={codeId} label="Recovery code" error={codeError}>
          <Input
            id={codeId}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            placeholder="xxxxx-xxxxx"
            className="max-w-[12rem] font-mono"
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeId}-error` : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
      ) : (
        <Field id={codeId} label="Authentication code" error={codeError}>
          <Input
            id={codeId}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={twoFactorRules.codeLength}
            required
            className="max-w-[12rem] font-mono text-lg tracking-[0.3em]"
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeId}-error` : undefined}
            onChange={(e) => setCode(digitsOnly(e.target.value, twoFactorRules.codeLength))}
          />
        </Field>
      )}
      <button
        type="button"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          setCode('');
          setFailure(({ password: passwordFailure }) => ({ password: passwordFailure }));
          setUseRecovery(!useRecovery);
        }}
      >
        {useRecovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
      </button>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          variant="destructive"
          disabled={pending || password === '' || (useRecovery ? code.trim() === '' : code.length !== twoFactorRules.codeLength)}
        >
          {pending ? 'Checking...' : 'Turn off'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
