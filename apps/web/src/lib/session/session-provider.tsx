/** Restores the session before anything renders, then provides it; a 401 anywhere signs out. */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tablefor/shared';
import { FullPageSpinner } from '@/components/spinner/full-page-spinner';
import { onUnauthorized } from '../api-client';
import { restoreSession } from './restore-session';
import { SessionContext, type Session } from './session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(null);
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let active = true;
    void restoreSession().then((restored) => {
      if (!active) return;
      setUserState(restored);
      setChecking(false);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        setUserState(null);
        queryClient.clear();
      }),
    [queryClient],
  );

  const session = useMemo<Session>(
    () => ({ user, setUser: setUserState, clearUser: () => setUserState(null) }),
    [user],
  );

  if (checking) return <FullPageSpinner />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
