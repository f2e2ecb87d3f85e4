/** Which auth modal is open (sign-in or sign-up); any feature may open one, app/ renders them. */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

export type AuthDialogView = 'sign-in' | 'sign-up';

type AuthDialog = {
  view: AuthDialogView | null;
  open: (view: AuthDialogView) => void;
  close: () => void;
};

const AuthDialogContext = createContext<AuthDialog | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthDialogView | null>(null);
  const value = useMemo<AuthDialog>(
    () => ({ view, open: setView, close: () => setView(null) }),
    [view],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialog {
  const dialog = useContext(AuthDialogContext);
  if (!dialog) throw new Error('useAuthDialog must be used inside <AuthDialogProvider>');
  return dialog;
}
