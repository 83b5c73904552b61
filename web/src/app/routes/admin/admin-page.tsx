import { AccessRequiredCard } from '@/features/sign-in/components/access-required-card';
import { ChoosePasswordPage } from '@/features/sign-in/components/choose-password-page';
import { forgetWelcomeToken, useWelcomeToken, WelcomePage } from '@/features/staff/components/welcome-page';
import { TwoFactorRequiredPage } from '@/features/two-factor/components/two-factor-required-page';
import { useRecheckSessionWhenPasswordRequired, useSession } from '@/lib/api/session';
import { AdminPanel } from './admin-panel';

/**
 * AdminPage is /admin: the session check decides between the panel and the access-required
 * card (spec §6), and asks an admin who still has the generated first password for a new
 * one before the panel opens, and one the owners require two-factor sign-in of to set it
 * up. A sign-in link's holder chooses their password here first.
 */
export function AdminPage() {
  const session = useSession();
  useRecheckSessionWhenPasswordRequired();
  // A one-time sign-in link (/admin#welcome=…) lets its holder choose a password first.
  const welcome = useWelcomeToken();
  if (welcome) return <WelcomePage token={welcome} onDone={forgetWelcomeToken} />;
  if (session.isPending) {
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        Checking access...
      </p>
    );
  }
  if (!session.data) return <AccessRequiredCard />;
  if (session.data.mustChangePassword) return <ChoosePasswordPage username={session.data.username} />;
  if (session.data.mustEnrolTwoFactor) return <TwoFactorRequiredPage username={session.data.username} />;
  return <AdminPanel username={session.data.username} />;
}
