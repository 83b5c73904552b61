import { AdminPage } from './admin-page';

/** AdminRoute is /admin. */
export function AdminRoute() {
  return <AdminPage />;
}
