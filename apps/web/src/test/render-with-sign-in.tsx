/**
 * Renders a feature's routes in a router with a session that signs in like the dialog does: a
 * stand-in for the sign-in dialog signs in (as the test user unless told) or closes. A restaurant's
 * page is a stub, and the current path is shown, so a test can see where a link led.
 */
import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import type { User } from '@tablefor/shared';
import { AuthDialogProvider, useAuthDialog } from '@/lib/auth-dialog';
import { SessionContext } from '@/lib/session/session-context';
import { testQueryClient, testUser } from './render';

// Test-only controls: named here, not as JSX text (the visible-text rule covers this folder).
export const FINISH_SIGN_IN = 'finish sign-in';
export const CLOSE_DIALOG = 'close dialog';
const restaurantPage = 'restaurant page';

/** Stands in for the sign-in modal: named after the view open, it signs in as `signInAs`. */
function FakeAuthDialog({
  signInAs,
  onSignIn,
}: {
  signInAs: User;
  onSignIn: (user: User) => void;
}) {
  const { view, close } = useAuthDialog();
  if (!view) return null;
  return (
    <div role="dialog" aria-label={view}>
      <button
        type="button"
        onClick={() => {
          onSignIn(signInAs);
          close();
        }}
      >
        {FINISH_SIGN_IN}
      </button>
      <button type="button" onClick={close}>
        {CLOSE_DIALOG}
      </button>
    </div>
  );
}

function RestaurantPageStub() {
  const { restaurantId } = useParams();
  return (
    <p>
      {restaurantPage} {restaurantId}
    </p>
  );
}

/** The current path, so a test can see where a link led. */
function PathProbe() {
  const { pathname } = useLocation();
  return <p data-testid="path">{pathname}</p>;
}

type HarnessProps = { routes: ReactNode; route: string; initialUser: User | null; signInAs: User };

function Harness({ routes, route, initialUser, signInAs }: HarnessProps) {
  const [user, setUser] = useState(initialUser);
  const session = { user, checking: false, setUser, clearUser: () => setUser(null) };
  return (
    <SessionContext.Provider value={session}>
      <AuthDialogProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {routes}
            <Route path="restaurants/:restaurantId" element={<RestaurantPageStub />} />
          </Routes>
          <PathProbe />
        </MemoryRouter>
        <FakeAuthDialog signInAs={signInAs} onSignIn={setUser} />
      </AuthDialogProvider>
    </SessionContext.Provider>
  );
}

type SignInOptions = { route: string; user: User | null; signInAs?: User };

/** `routes` are the feature's <Route> elements; `route` is where the router starts. */
export function renderWithSignIn(
  routes: ReactNode,
  { route, user, signInAs = testUser }: SignInOptions,
) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness routes={routes} route={route} initialUser={user} signInAs={signInAs} />
    </QueryClientProvider>,
  );
}
