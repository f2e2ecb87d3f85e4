import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { ApiError, api, onUnauthorized } from './api-client';
import { EXPIRES_AT_KEY, TOKEN_KEY, saveToken } from './token-storage';

const future = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const past = () => new Date(Date.now() - 1000).toISOString();

const fetchMock = vi.fn<typeof fetch>();
const authHeader = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>).Authorization;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with the stored bearer token', async () => {
    saveToken('valid-token', future());
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/things');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer valid-token',
    });
  });

  it('refreshes an expired token before the call and uses the new one', async () => {
    saveToken('old-token', past());
    const newExpiry = future();
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ access_token: 'new-token', expires_at: newExpiry }))
      .mockResolvedValueOnce(jsonResponse({ items: [] }));
    await api.get('/api/things');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/refresh');
    expect(authHeader(0)).toBe('Bearer old-token');
    expect(authHeader(1)).toBe('Bearer new-token');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBe(newExpiry);
  });

  it('clears the token and throws "Session expired" when the refresh fails', async () => {
    saveToken('old-token', past());
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: ['auth: Invalid token'] }, 401));
    await expect(api.get('/api/things')).rejects.toThrow('Session expired');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('shares one refresh between concurrent calls', async () => {
    saveToken('old-token', past());
    fetchMock.mockImplementation(async (path) =>
      path === '/api/auth/refresh'
        ? jsonResponse({ access_token: 'new-token', expires_at: future() })
        : jsonResponse({}),
    );
    await Promise.all([api.get('/api/a'), api.get('/api/b')]);
    const refreshes = fetchMock.mock.calls.filter(([path]) => path === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
  });

  it('treats a 401 as the end of the session: clears token and expiry, throws "Unauthorized"', async () => {
    saveToken('valid-token', future());
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    fetchMock.mockResolvedValueOnce(jsonResponse({ errors: ['auth: Unauthorized'] }, 401));
    await expect(api.get('/api/things')).rejects.toThrow('Unauthorized');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the session when a sign-in call (auth: false) answers 401', async () => {
    saveToken('valid-token', future());
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ errors: ['credentials: Invalid email or password'] }, 401),
    );
    const error = await api.post('/api/auth/login', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Invalid email or password']);
    expect(authHeader(0)).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
  });

  it('turns an error body into readable messages (text after the first ": ")', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { errors: ['email: Email address is already in use', 'username: Too: long'] },
        409,
      ),
    );
    const error = (await api.post('/api/auth/signup', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Email address is already in use');
    expect(error.messages).toEqual(['Email address is already in use', 'Too: long']);
  });

  it('returns nothing for a 204', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(null, 204));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
