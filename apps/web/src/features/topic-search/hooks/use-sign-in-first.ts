/**
 * Saving needs an account: signed out (or signed out by an expired session), the sign-in dialog
 * opens and the action waits; it runs once the dialog closes signed in. Closed without signing
 * in, nothing happens and `dismissed` says so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';

export function useSignInFirst() {
  const { user } = useSession();
  const authDialog = useAuthDialog();
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const dialogShown = useRef(false);

  const askToSignIn = useCallback(
    (then: () => void) => {
      pending.current = then;
      dialogShown.current = false;
      setDismissed(false);
      setWaiting(true);
      authDialog.open('sign-in');
    },
    [authDialog],
  );

  // Decided when the dialog closes, not when a user appears: a session that has just ended may
  // still show its user for a moment.
  useEffect(() => {
    if (!waiting) return;
    if (authDialog.view) {
      dialogShown.current = true;
      return;
    }
    if (!dialogShown.current) return;
    setWaiting(false);
    const then = pending.current;
    pending.current = null;
    if (user) then?.();
    else setDismissed(true);
  }, [waiting, user, authDialog.view]);

  return { signedIn: user !== null, askToSignIn, dismissed: dismissed && !user };
}
