/**
 * Which auth modal is open (sign-in or sign-up); any feature may open one, app/ renders them.
 * `returnTo`: the page a signed-out visitor asked for, opened once they have signed in or up.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialogView = 'sign-in' | 'sign-up';

type AuthDialog = {
  view: AuthDialogView | null;
  returnTo: string | null;
  open: (view: AuthDialogView, options?: { returnTo?: string }) => void;
  close: () => void;
};

const AuthDialogContext = createContext<AuthDialog | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ view: AuthDialogView | null; returnTo: string | null }>({
    view: null,
    returnTo: null,
  });
  const value = useMemo<AuthDialog>(
    () => ({
      ...state,
      // Switching between sign-in and sign-up keeps the page asked for.
      open: (view, options) =>
        setState((current) => ({ view, returnTo: options?.returnTo ?? current.returnTo })),
      close: () => setState({ view: null, returnTo: null }),
    }),
    [state],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialog {
  const dialog = useContext(AuthDialogContext);
  if (!dialog) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return dialog;
}

/** The navigation state a page sends home with when it needs a signed-in visitor. */
export type SignInRequest = { signInFor: string };

export function isSignInRequest(state: unknown): state is SignInRequest {
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as Partial<SignInRequest>).signInFor === 'string'
  );
}
