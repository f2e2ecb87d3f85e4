/** Admin login/signup are for signed-out visitors: admins go to the dashboard, others home. */
import { Navigate } from 'react-router';
import { isAdminUser, useSession } from '@/lib/session';

export function AdminSignedInRedirect() {
  const { user } = useSession();
  if (!user) return null;
  return <Navigate to={isAdminUser(user) ? '/admin/dashboard' : '/'} replace />;
}
