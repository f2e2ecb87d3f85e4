/** Route guards: pages that need a signed-in user, and the admin-only dashboard, send others home. */
import { Navigate, Outlet } from 'react-router';
import { isAdminUser, useSession } from '@/lib/session';

export function RequireUser() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}

export function RequireAdmin() {
  const { user } = useSession();
  return isAdminUser(user) ? <Outlet /> : <Navigate to="/" replace />;
}
