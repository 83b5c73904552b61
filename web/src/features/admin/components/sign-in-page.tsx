import { LogIn } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { clearErrorToasts, toast } from '@/components/ui/toast-store';
import { useSession, useSignIn } from '../api/session';
import { LOGIN_FAILED } from '../schemas/messages';
import { SignInFields, signInFailure } from './sign-in-fields';

/** SignInPage is /qrsadmin: staff sign in here and go on to /admin. */
export function SignInPage() {
  const session = useSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Admin Sign In | QRS';
  }, []);

  if (session.data) return <Navigate to="/admin" replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    signIn.mutate(
      { username: username.trim(), password },
      {
        onSuccess: () => {
          clearErrorToasts(); // the failure of an earlier attempt no longer holds
          navigate('/admin');
        },
        onError: (err) => {
          const description = signInFailure(err);
          setFailure(`${LOGIN_FAILED.title}: ${description}`);
          toast({ title: LOGIN_FAILED.title, description, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <form
        onSubmit={onSubmit}
        className="w-full max-w-sm space-y-5 rounded-xl border border-border bg-white p-8 shadow-sm"
        aria-labelledby="sign-in-heading"
      >
        <div className="text-center">
          <LogIn className="mx-auto h-10 w-10 text-primary" aria-hidden />
          <h1 id="sign-in-heading" className="mt-3 text-2xl font-bold">
            Admin Sign In
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">Staff access to the QRS admin panel.</p>
        </div>
        <SignInFields
          idPrefix="sign-in"
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
          failure={failure}
          focus="username"
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </div>
  );
}
