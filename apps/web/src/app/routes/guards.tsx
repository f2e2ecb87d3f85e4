/**
 * Route guards: pages that wait for the stored session, pages that need a signed-in user, and the
 * admin-only dashboard. A signed-out visitor is sent home, where the sign-in dialog opens and then
 * brings them back to the page they asked for; a signed-in non-administrator just goes home.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SignInRequest } from '@/lib/auth-dialog';
import { isAdminUser, SessionGate, useSession } from '@/lib/session';

export function GatedOutlet() {
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}

/** Home, asking the visitor to sign in for this page first. */
export function SignInFirst() {
  const { pathname, search } = useLocation();
  const state: SignInRequest = { signInFor: `${pathname}${search}` };
  return <Navigate to="/" replace state={state} />;
}

/** Signed out on purpose (or the account deleted): just home. Otherwise: sign in first. */
function SignedOut() {
  const { signedOut } = useSession();
  return signedOut ? <Navigate to="/" replace /> : <SignInFirst />;
}

export function RequireUser() {
  const { user } = useSession();
  return user ? <Outlet /> : <SignedOut />;
}

export function RequireAdmin() {
  const { user } = useSession();
  if (!user) return <SignedOut />;
  return isAdminUser(user) ? <Outlet /> : <Navigate to="/" replace />;
}
