/**
 * Route guards: pages that wait for the stored session, pages that need a signed-in user, and the
 * admin-only dashboard, which send others home.
 */
import { Navigate, Outlet } from 'react-router';
import { isAdminUser, SessionGate, useSession } from '@/lib/session';

export function GatedOutlet() {
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}

export function RequireUser() {
  const { user } = useSession();
  return user ? <Outlet /> : <Navigate to="/" replace />;
}

export function RequireAdmin() {
  const { user } = useSession();
  return isAdminUser(user) ? <Outlet /> : <Navigate to="/" replace />;
}
