import { LogIn, ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { SignInStepFields, useSignInSteps } from '@/components/admin/sign-in-fields';
import { Button } from '@/components/ui/button';
import { clearErrorToasts, toast } from '@/components/ui/toast-store';
import { LOGIN_FAILED } from '@/lib/admin/messages';
import { useSession } from '@/lib/api/session';

/**
 * SignInPage is /qrsadmin: staff sign in here and go on to /admin. An account with
 * two-factor sign-in is asked for the code of its app after the password.
 */
export function SignInPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const steps = useSignInSteps({
    onSignedIn: () => {
      clearErrorToasts(); // the failure of an earlier attempt no longer holds
      navigate('/admin');
    },
    onFailure: (description) => toast({ title: LOGIN_FAILED.title, description, variant: 'destructive' }),
  });
  const second = steps.challenge !== null;

  useEffect(() => {
    document.title = second ? 'Two-Factor Sign In | QRS' : 'Admin Sign In | QRS';
  }, [second]);

  if (session.data) return <Navigate to="/admin" replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (second) void steps.submitCode();
    else void steps.submitPassword({ username: username.trim(), password });
  };

  const Icon = second ? ShieldCheck : LogIn;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm space-y-5 rounded-xl border border-border bg-white p-8 shadow-sm"
        aria-labelledby="sign-in-heading"
      >
        <div className="text-center">
          <Icon className="mx-auto h-10 w-10 text-primary" aria-hidden />
          <h1 id="sign-in-heading" className="mt-3 text-2xl font-bold">
            {second ? 'Two-factor sign-in' : 'Admin Sign In'}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {second ? `Signing in as ${username.trim()}.` : 'Staff access to the QRS admin panel.'}
          </p>
        </div>
        <SignInStepFields
          idPrefix="sign-in"
          steps={steps}
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
          focus="username"
        />
        <Button type="submit" className="w-full" disabled={steps.busy}>
          {steps.busy ? (second ? 'Checking...' : 'Signing in...') : second ? 'Verify' : 'Sign In'}
        </Button>
        {second ? (
          <Button
            variant="ghost"
            className="w-full"
            disabled={steps.busy}
            onClick={() => {
              setPassword('');
              steps.startOver();
            }}
          >
            Back to the password
          </Button>
        ) : null}
      </form>
    </div>
  );
}
