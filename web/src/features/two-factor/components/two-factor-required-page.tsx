import { useQueryClient } from '@tanstack/react-query';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { sessionQueryOptions, useSignOut } from '@/features/admin/api/session';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/**
 * TwoFactorRequiredPage takes the panel's place while the site's owners require two-factor
 * sign-in and this account has none: every other staff call is refused until it is set up.
 * The panel opens once the recovery codes are saved.
 */
export function TwoFactorRequiredPage({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();

  useEffect(() => {
    document.title = 'Set Up Two-Factor Sign-In | QRS';
  }, []);

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-xl rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 text-center">
          <ShieldCheck className="mx-auto h-10 w-10 text-primary" aria-hidden />
          <h1 className="mt-3 text-2xl font-bold">Set up two-factor sign-in</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            The site's owners require a code of an authenticator app at every sign-in. Set it up to open the panel.
          </p>
        </div>
        <TwoFactorEnrolment onDone={() => void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey })} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">Signed in as {username}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </div>
  );
}
