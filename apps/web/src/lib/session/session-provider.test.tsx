import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { answerRoutes, answerWith, HttpResponse, json, requestsSent } from '@/test/msw';
import { testUser } from '@/test/render';
import { TOKEN_KEY, saveToken } from '../token-storage';
import { SessionGate, SessionProvider } from './session-provider';
import { useSession } from './session-context';

const future = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

function Probe() {
  const { user, checking } = useSession();
  if (checking) return <p>Checking</p>;
  return <p>{user ? `Signed in as ${user.first_name}` : 'Signed out'}</p>;
}

function renderSession(gated = false) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <h1>The page</h1>
        {gated ? (
          <SessionGate>
            <Probe />
          </SessionGate>
        ) : (
          <Probe />
        )}
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** GET /api/auth/ waits until the test calls the returned function. */
function holdUser() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent = answerWith('get', '/api/auth/', async () => {
    await held;
    return json(testUser);
  });
  return { sent, release };
}

describe('session restore at startup', () => {
  it('shows the page at once, says "checking" until GET /api/auth/ answers, then signed in', async () => {
    saveToken('valid-token', future());
    const { sent, release } = holdUser();
    renderSession();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await waitFor(() => expect(sent[0]?.path).toBe('/api/auth/'));
    expect(screen.getByText('Checking')).toBeInTheDocument();
    expect(screen.queryByText(/Signed/)).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('Signed in as Ana')).toBeInTheDocument();
  });

  it('keeps a gated page behind a spinner until the session is known', async () => {
    saveToken('valid-token', future());
    const { sent, release } = holdUser();
    renderSession(true);
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Checking|Signed/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Signed in as Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays signed out without calling the API when no token is stored', async () => {
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('refreshes an expired token first, then fetches the user', async () => {
    saveToken('old-token', new Date(Date.now() - 1000).toISOString());
    const sent = answerRoutes({
      'POST /api/auth/refresh': () => json({ access_token: 'new-token', expires_at: future() }),
      'GET /api/auth/': () => json(testUser),
    });
    renderSession();
    expect(await screen.findByText('Signed in as Ana')).toBeInTheDocument();
    expect(sent.map(({ path }) => path)).toEqual(['/api/auth/refresh', '/api/auth/']);
  });

  it('clears the token and stays signed out when the refresh fails', async () => {
    saveToken('old-token', new Date(Date.now() - 1000).toISOString());
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    answerRoutes({
      'POST /api/auth/refresh': () => json({ errors: ['auth: Invalid token'] }, 401),
    });
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith('Authentication error', 'Session expired');
  });

  it.each([
    ['an errors body', () => json({ errors: ['auth: Unauthorized'] }, 200)],
    ['a non-ok status', () => json({ errors: ['auth: Unauthorized'] }, 401)],
    ['a server error', () => json({}, 500)],
  ])('clears the token and logs "Authentication error" on %s', async (_name, response) => {
    saveToken('valid-token', future());
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    answerRoutes({ 'GET /api/auth/': response });
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(log.mock.calls[0]?.[0]).toBe('Authentication error');
  });

  it('clears the token on a network failure', async () => {
    saveToken('valid-token', future());
    vi.spyOn(console, 'log').mockImplementation(() => {});
    answerRoutes({ 'GET /api/auth/': () => HttpResponse.error() });
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
