import { SignInPage } from '@/features/sign-in/components/sign-in-page';

/** SignInRoute is /qrsadmin. */
export function SignInRoute() {
  return <SignInPage />;
}
