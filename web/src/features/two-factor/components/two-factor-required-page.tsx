import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { GateCard } from '@/components/admin/gate-card';
import { sessionQueryOptions } from '@/lib/api/session';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * TwoFactorRequiredPage takes the panel's place while the site's owners require two-factor
 * sign-in and this account has none: every other staff call is refused until it is set up.
 * The panel opens once the recovery codes are saved.
 */
export function TwoFactorRequiredPage({ username }: { username: string }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    document.title = 'Set Up Two-Factor Sign-In | QRS';
  }, []);

  return (
    <GateCard username={username} wide>
      <div className="mb-6 text-center">
        <ShieldCheck className="mx-auto h-10 w-10 text-primary" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold">Set up two-factor sign-in</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          The site's owners require a code of an authenticator app at every sign-in. Set it up to open the panel.
        </p>
      </div>
      <TwoFactorEnrolment onDone={() => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey })} />
    </GateCard>
  );
}
