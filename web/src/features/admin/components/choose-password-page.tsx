import { KeyRound, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { signInPassword, useSignOut } from '../api/session';
import { PasswordChangeForm } from './password-change-form';

/**
 * ChoosePasswordPage takes the panel's place while the signed-in account still has a
 * password someone else set (the generated first one, or a temporary one an owner gave):
 * every other staff call is refused until a new one is chosen.
 */
export function ChoosePasswordPage({ username }: { username: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();

  useEffect(() => {
    document.title = 'Choose a New Password | QRS';
  }, []);

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <PasswordChangeForm
          idPrefix="choose-password"
          username={username}
          // The account has usually just typed the current password at sign-in; after a reload it is typed again.
          initialCurrent={signInPassword()}
          submitLabel="Save new password"
          heading={
            <div className="text-center">
              <KeyRound className="mx-auto h-10 w-10 text-primary" aria-hidden />
              <h1 id="choose-password-heading" className="mt-3 text-2xl font-bold">
                Choose a new password
              </h1>
              <p className="mt-1 text-sm text-muted-foreground">
                This account has a password someone else set. Choose your own before you continue.
              </p>
            </div>
          }
        />
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
