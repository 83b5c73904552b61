import { useSession } from '../api/session';
import { AccessRequiredCard } from './access-required-card';
import { AdminPanel } from './admin-panel';

/** AdminPage is /admin: the session check decides between the panel and the access-required card (spec §6). */
export function AdminPage() {
  const session = useSession();
  if (session.isPending) {
    return (
      <p role="status" className="py-24 text-center text-muted-foreground">
        Checking access...
      </p>
    );
  }
  if (!session.data) return <AccessRequiredCard />;
  return <AdminPanel username={session.data.username} />;
}
