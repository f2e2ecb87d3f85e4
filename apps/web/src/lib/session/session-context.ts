/** The signed-in user (or null) and the two session actions, shared across the app. */
import { createContext, useContext } from 'react';
import type { User } from '@tablefor/shared';

export type Session = {
  user: User | null;
  setUser: (user: User) => void;
  clearUser: () => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

export function isAdminUser(user: User | null): boolean {
  return Boolean(user && (user.isAdmin || user.is_admin));
}
