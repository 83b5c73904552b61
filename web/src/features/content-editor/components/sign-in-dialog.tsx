import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { sessionQueryOptions, signIn, useSession } from '@/features/admin/api/session';
import { LOGIN_FAILED } from '@/features/admin/schemas/messages';
import { SignInFields, signInFailure } from '@/features/admin/components/sign-in-fields';

/**
 * SignInDialog asks for the password again when the session ended while the editor was open,
 * without leaving the page: the form stays as it is, and the write that failed runs again.
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
  const queryClient = useQueryClient();
  const session = useSession();
  // Mounted when the session ends, so the name of who was signed in is the starting point.
  const [username, setUsername] = useState(session.data?.username ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await signIn({ username: username.trim(), password });
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
      onSignedIn();
    } catch (err) {
      setFailure(`${LOGIN_FAILED.title}: ${signInFailure(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title="Sign in again"
      description="Your session has ended. Sign in and your change goes through; everything you typed is still in the form."
      className="max-w-md"
    >
      <form onSubmit={submit} className="space-y-4">
        <SignInFields
          idPrefix="resign"
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
          failure={failure}
          focus="password"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign in and continue'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
