import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useDisableTwoFactor, useNewRecoveryCodes, useTwoFactor } from '../api/two-factor';
import { PasswordPrompt } from './password-prompt';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TurnOffPrompt } from './turn-off-prompt';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** What the card shows besides the state: a setup, new codes, or a password asked for a change. */
type Mode = { kind: 'idle' } | { kind: 'enrol' } | { kind: 'ask'; change: 'disable' | 'codes' } | { kind: 'codes'; codes: string[] };

/**
 * TwoFactorCard is the signed-in person's two-factor sign-in: whether it is on and how many
 * recovery codes are left; it sets it up (QR code, the password and a code to confirm,
 * recovery codes shown once), makes new recovery codes with the password, and turns it off
 * with the password and a code. Turning it on or off signs the account out everywhere else.
 */
export function TwoFactorCard() {
  const state = useTwoFactor();
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const idle = () => setMode({ kind: 'idle' });
  const st = state.data;

  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {st?.enabled ? (
            <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700" aria-hidden />
          ) : (
            <ShieldOff className="mt-0.5 h-6 w-6 shrink-0 text-muted-foreground" aria-hidden />
          )}
          <div className="min-w-0">
            <h3 id="two-factor-heading" className="text-lg font-semibold">
              Two-factor sign-in{' '}
              {st ? <Badge tone={st.enabled ? 'success' : 'neutral'}>{st.enabled ? 'On' : 'Off'}</Badge> : null}
            </h3>
            <p className="text-sm text-muted-foreground">
              {st?.enabled
                ? `After your password, sign-in asks for a code of your authenticator app. Recovery codes left: ${st.recoveryCodesLeft} of 10.`
                : 'Ask for a code of an authenticator app on your phone after your password, so a stolen password alone does not sign in.'}
            </p>
            {st?.required ? (
              <p className="mt-1 text-sm text-muted-foreground">The site's owners require it for every account.</p>
            ) : null}
          </div>
        </div>
        {st && mode.kind === 'idle' ? (
          st.enabled ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setMode({ kind: 'ask', change: 'codes' })}>
                New recovery codes
              </Button>
              {st.required ? null : (
                <Button variant="outline" size="sm" onClick={() => setMode({ kind: 'ask', change: 'disable' })}>
                  Turn off
                </Button>
              )}
            </div>
          ) : (
            <Button onClick={() => setMode({ kind: 'enrol' })}>Set up two-factor sign-in</Button>
          )
        ) : null}
      </div>
      {state.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          Two-factor sign-in could not be loaded.
        </p>
      ) : null}
      {mode.kind === 'enrol' ? (
        <div className="mt-5 border-t border-border pt-5">
          <TwoFactorEnrolment
            onCancel={idle}
            onDone={() => {
              idle();
              toast({ title: 'Two-factor sign-in is on', description: 'You were signed out on every other device.' });
            }}
          />
        </div>
      ) : null}
      {mode.kind === 'codes' ? (
        <div className="mt-5 border-t border-border pt-5">
          <RecoveryCodesPanel codes={mode.codes} onDone={idle} />
        </div>
      ) : null}
      {mode.kind === 'ask' ? (
        <div className="mt-5">
          {mode.change === 'disable' ? (
            <TurnOffPrompt
              pending={disable.isPending}
              onCancel={idle}
              onSubmit={(body, onError) =>
                disable.mutate(body, {
                  onSuccess: () => {
                    idle();
                    toast({ title: 'Two-factor sign-in is off', description: 'You were signed out on every other device.' });
                  },
                  onError,
                })
              }
            />
          ) : (
            <PasswordPrompt
              idPrefix="two-factor-codes"
              intro="New recovery codes replace all the ones you have; the old ones stop working."
              submitLabel="Make new codes"
              pending={newCodes.isPending}
              onCancel={idle}
              onSubmit={(password, onError) =>
                newCodes.mutate(password, { onSuccess: (answer) => setMode({ kind: 'codes', codes: answer.recoveryCodes }), onError })
              }
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
