import { useState, type FormEvent } from 'react';
import { SignInStepFields, useSignInSteps } from '@/components/admin/sign-in-fields';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSession } from '@/lib/api/session';

/**
 * SignInDialog asks for the password again when the session ended while the editor was open,
 * without leaving the page: the form stays as it is, and the write that failed runs again.
 * An account with two-factor sign-in gives the code of its app next, in the same dialog.
 */
export function SignInDialog({
  open,
  onSignedIn,
  onCancel,
}: {
  open: boolean;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const session = useSession();
  // Mounted when the session ends, so the name of who was signed in is the starting point.
  const [username, setUsername] = useState(session.data?.username ?? '');
  const [password, setPassword] = useState('');
  const steps = useSignInSteps({
    onSignedIn: () => {
      setPassword('');
      onSignedIn();
    },
  });
  const second = steps.challenge !== null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (second) void steps.submitCode();
    else void steps.submitPassword({ username: username.trim(), password });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !steps.busy) onCancel();
      }}
      title={second ? 'Two-factor sign-in' : 'Sign in again'}
      description={
        second
          ? 'One more step: the code of your authenticator app. Your change goes through once you are signed in.'
          : 'Your session has ended. Sign in and your change goes through; everything you typed is still in the form.'
      }
      className="max-w-md"
    >
      <form onSubmit={submit} className="space-y-4">
        <SignInStepFields
          idPrefix="resign"
          steps={steps}
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
          focus="password"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={steps.busy}>
            Not now
          </Button>
          <Button type="submit" disabled={steps.busy}>
            {steps.busy ? 'Signing in...' : second ? 'Verify and continue' : 'Sign in and continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
