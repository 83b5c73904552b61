import { useId, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSecuritySettings, useSetRequireTwoFactor } from '../api/two-factor';

/**
 * TwoFactorPolicy is the owners' switch that requires two-factor sign-in of every account:
 * an account without it can then only set it up, at its next request. The server refuses an
 * owner who has none of their own, and the words show under the switch.
 */
export function TwoFactorPolicy() {
  const settings = useSecuritySettings();
  const change = useSetRequireTwoFactor();
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();
  const on = settings.data?.requireTwoFactor ?? false;

  const toggle = () => {
    setFailure(null);
    change.mutate(!on, {
      onSuccess: (next) =>
        toast({ title: next.requireTwoFactor ? 'Two-factor sign-in is required for every account' : 'Two-factor sign-in is optional' }),
      onError: (err) => setFailure(err instanceof ApiError ? err.serverMessage() : 'Could not reach the server. Please try again.'),
    });
  };

  return (
    <section className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={labelId} className="font-semibold">
            Require two-factor sign-in for every account
          </h3>
          <p id={hintId} className="text-sm text-muted-foreground">
            Everyone then gives a code of an authenticator app after their password. Someone without it set up is asked to set it up
            before anything else, and cannot turn it off.
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={settings.isPending || change.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60',
            on ? 'bg-primary' : 'bg-muted-foreground/40',
          )}
        >
          <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', on ? 'translate-x-6' : 'translate-x-1')} />
        </button>
      </div>
      {failure ? (
        <p role="alert" className="mt-3 rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
