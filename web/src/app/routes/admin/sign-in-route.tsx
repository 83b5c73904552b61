import { SignInPage } from '@/features/admin/components/sign-in-page';

/** SignInRoute is /qrsadmin. */
export function SignInRoute() {
  return <SignInPage />;
}
