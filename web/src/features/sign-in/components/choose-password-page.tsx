import { KeyRound } from 'lucide-react';
import { useEffect } from 'react';
import { GateCard } from '@/components/admin/gate-card';
import { PasswordChangeForm } from '@/components/admin/password-change-form';
import { signInPassword } from '@/lib/api/session';

/**
 * ChoosePasswordPage takes the panel's place while the signed-in account still has a
 * password someone else set (the generated first one, or a temporary one an owner gave):
 * every other staff call is refused until a new one is chosen.
 */
export function ChoosePasswordPage({ username }: { username: string }) {
  useEffect(() => {
    document.title = 'Choose a New Password | QRS';
  }, []);

  return (
    <GateCard username={username}>
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
    </GateCard>
  );
}
