import { Copy } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { tryAgainIn } from '@/lib/wait-words';
import { twoFactorRules, useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor';
import { digitsOnly, groupSecret } from '../lib/recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** The refusals of a confirmation, each shown at its field. */
interface Failures {
  password?: string;
  code?: string;
}

/**
 * TwoFactorEnrolment sets up two-factor sign-in: the server makes a secret, shown as a QR code
 * and as text to type by hand; the account's password and a code of the app confirm it (which
 * signs the account out everywhere else); then the recovery codes are shown once. onDone runs
 * when the person says they saved them; onCancel leaves before.
 */
export function TwoFactorEnrolment({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failures>({});
  const [copied, setCopied] = useState(false);
  // One secret per enrolment: a second request would replace the one the QR code shows.
  const started = useRef(false);
  const start = setup.mutate;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (enable.data) return <RecoveryCodesPanel codes={enable.data.recoveryCodes} onDone={onDone} />;

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    setFailure({});
    enable.mutate(
      { password, code },
      {
        onError: (err) => {
          setCode('');
          if (!(err instanceof ApiError)) {
            setFailure({ code: 'Could not reach the server. Please try again.' });
            return;
          }
          const fields = err.fieldErrors();
          if (fields.password) setPassword('');
          if (fields.password || fields.code) setFailure({ password: fields.password, code: fields.code });
          else setFailure({ code: [err.serverMessage(), tryAgainIn(err.retryAfter)].filter(Boolean).join(' ') });
        },
      },
    );
  };

  const key = setup.data;
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, and the like).</li>
        <li>Scan the QR code, or type the key under it.</li>
        <li>Enter the {twoFactorRules.codeLength}-digit code the app shows.</li>
      </ol>
      {setup.isError ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          The setup could not start.{' '}
          <button type="button" className="font-medium underline" onClick={() => setup.mutate()}>
            Try again
          </button>
        </p>
      ) : null}
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* The white margin around the code is the quiet zone scanners need to find it. */}
        <div className="flex h-[226px] w-[226px] shrink-0 items-center justify-center rounded-md border border-border bg-white p-3">
          {key ? (
            <img src={key.qrCode} width={200} height={200} alt="QR code to scan with your authenticator app" className="h-[200px] w-[200px]" />
          ) : (
            <span role="status" className="text-sm text-muted-foreground">
              Making your key...
            </span>
          )}
        </div>
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm font-medium">Can't scan it? Type this key:</p>
          <p data-testid="two-factor-secret" className="break-all rounded-md bg-muted/60 p-3 font-mono text-sm tracking-wider">
            {key ? groupSecret(key.secret) : '...'}
          </p>
          {key ? (
            <Button variant="outline" size="sm" onClick={() => void navigator.clipboard?.writeText(key.secret).then(() => setCopied(true))}>
              <Copy className="h-4 w-4" aria-hidden />
              {copied ? 'Key copied' : 'Copy key'}
            </Button>
          ) : null}
          <p className="text-xs text-muted-foreground">Time-based, {twoFactorRules.codeLength} digits, every 30 seconds.</p>
        </div>
      </div>
      <form onSubmit={confirm} className="space-y-3 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">
          Confirm with your password and the code the app shows. Turning it on signs you out on every other device.
        </p>
        <Field id="two-factor-confirm-password" label="Your password" error={failure.password}>
          <Input
            id="two-factor-confirm-password"
            type="password"
            autoComplete="current-password"
            required
            className="max-w-sm"
            value={password}
            aria-invalid={failure.password ? true : undefined}
            aria-describedby={failure.password ? 'two-factor-confirm-password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field id="two-factor-confirm-code" label="Authentication code" error={failure.code}>
          <Input
            id="two-factor-confirm-code"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={twoFactorRules.codeLength}
            required
            className="max-w-[12rem] font-mono text-lg tracking-[0.3em]"
            value={code}
            aria-invalid={failure.code ? true : undefined}
            aria-describedby={failure.code ? 'two-factor-confirm-code-error' : undefined}
            onChange={(e) => setCode(digitsOnly(e.target.value, twoFactorRules.codeLength))}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!key || enable.isPending || password === '' || code.length !== twoFactorRules.codeLength}>
            {enable.isPending ? 'Checking...' : 'Confirm and turn on'}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
