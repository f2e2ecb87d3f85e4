/**
 * Restores the stored session after the first render and provides it; a 401 anywhere signs out.
 * The page itself (server-rendered for public pages) shows at once; only what depends on the
 * session waits, and pages that need it wait whole behind <SessionGate>.
 */
import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tablefor/shared';
import { FullPageSpinner } from '@/components/spinner/full-page-spinner';
import { onUnauthorized } from '../api-client';
import { restoreSession } from './restore-session';
import { SessionContext, useSession, type Session } from './session-context';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<User | null>(null);
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    let active = true;
    void restoreSession().then((restored) => {
      if (!active) return;
      // Not urgent: an urgent update of a context here, while the page below it still hydrates,
      // makes React hydrate the rest of the page in one long task instead of in slices.
      startTransition(() => {
        setUserState(restored);
        setChecking(false);
      });
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

  const [signedOut, setSignedOut] = useState(false);
  const session = useMemo<Session>(
    () => ({
      user,
      checking,
      signedOut,
      setUser: (next: User) => {
        setSignedOut(false);
        setUserState(next);
      },
      clearUser: () => {
        setSignedOut(true);
        setUserState(null);
      },
    }),
    [user, checking, signedOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** Pages that need the session (private pages, forms that act for the user) wait for it whole. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { checking } = useSession();
  return checking ? <FullPageSpinner /> : children;
}
