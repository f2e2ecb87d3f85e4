import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { jsonResponse, testUser } from '@/test/render';
import { TOKEN_KEY, saveToken } from '../token-storage';
import { SessionGate, SessionProvider } from './session-provider';
import { useSession } from './session-context';

const fetchMock = vi.fn<typeof fetch>();
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

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('session restore at startup', () => {
  it('shows the page at once, says "checking" until GET /api/auth/ answers, then signed in', async () => {
    saveToken('valid-token', future());
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderSession();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/'));
    expect(screen.getByText('Checking')).toBeInTheDocument();
    expect(screen.queryByText(/Signed/)).not.toBeInTheDocument();

    answer(jsonResponse(testUser));
    expect(await screen.findByText('Signed in as Ana')).toBeInTheDocument();
  });

  it('keeps a gated page behind a spinner until the session is known', async () => {
    saveToken('valid-token', future());
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderSession(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Checking|Signed/)).not.toBeInTheDocument();
    answer(jsonResponse(testUser));
    expect(await screen.findByText('Signed in as Ana')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays signed out without calling the API when no token is stored', async () => {
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes an expired token first, then fetches the user', async () => {
    saveToken('old-token', new Date(Date.now() - 1000).toISOString());
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ access_token: 'new-token', expires_at: future() }))
      .mockResolvedValueOnce(jsonResponse(testUser));
    renderSession();
    expect(await screen.findByText('Signed in as Ana')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/auth/refresh', '/api/auth/']);
  });

  it('clears the token and stays signed out when the refresh fails', async () => {
    saveToken('old-token', new Date(Date.now() - 1000).toISOString());
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: ['auth: Invalid token'] }, 401));
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(log).toHaveBeenCalledWith('Authentication error', 'Session expired');
  });

  it.each([
    ['an errors body', () => jsonResponse({ errors: ['auth: Unauthorized'] }, 200)],
    ['a non-ok status', () => jsonResponse({ errors: ['auth: Unauthorized'] }, 401)],
    ['a server error', () => jsonResponse({}, 500)],
  ])('clears the token and logs "Authentication error" on %s', async (_name, response) => {
    saveToken('valid-token', future());
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(response());
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(log.mock.calls[0]?.[0]).toBe('Authentication error');
  });

  it('clears the token on a network failure', async () => {
    saveToken('valid-token', future());
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderSession();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
