/**
 * The signed-in user (or null), whether the stored session is still being checked, and the two
 * session actions, shared across the app. While `checking`, `user` is null but means "not known
 * yet": what depends on the session shows neither the signed-in nor the signed-out state.
 */
import { createContext, useContext } from 'react';
import type { User } from '@tablefor/shared';

export type Session = {
  user: User | null;
  checking: boolean;
  setUser: (user: User) => void;
  clearUser: () => void;
  /**
   * The visitor signed out (or deleted their account) on purpose: a page that needs an account
   * then just goes home, instead of asking them to sign in again.
   */
  signedOut?: boolean;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function isAdminUser(user: User | null): boolean {
  return Boolean(user?.is_admin);
}
