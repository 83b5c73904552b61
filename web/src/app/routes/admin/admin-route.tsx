import { AdminPage } from '@/features/admin/components/admin-page';

/** AdminRoute is /admin. */
export function AdminRoute() {
  return <AdminPage />;
}
