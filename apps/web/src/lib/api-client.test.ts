import { describe, expect, it, vi } from 'vitest';
import { answerRoutes, json, requestsSent, type ReceivedRequest } from '@/test/msw';
import { ApiError, api, onUnauthorized } from './api-client';
import { EXPIRES_AT_KEY, TOKEN_KEY, saveToken } from './token-storage';

const future = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();
const past = () => new Date(Date.now() - 1000).toISOString();

/** The Authorization header of the `index`th request the handlers received. */
const authHeader = (sent: ReceivedRequest[], index: number) =>
  sent[index]?.headers.get('Authorization') ?? undefined;

describe('api client', () => {
  it('sends JSON with the stored bearer token', async () => {
    saveToken('valid-token', future());
    const sent = answerRoutes({ 'POST /api/things': () => json({ ok: true }) });
    await expect(api.post('/api/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [request] = sent;
    expect(request?.path).toBe('/api/things');
    expect(request?.body).toEqual({ a: 1 });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer valid-token');
  });

  it('refreshes an expired token before the call and uses the new one', async () => {
    saveToken('old-token', past());
    const newExpiry = future();
    const sent = answerRoutes({
      'POST /api/auth/refresh': () => json({ access_token: 'new-token', expires_at: newExpiry }),
      'GET /api/things': () => json({ items: [] }),
    });
    await api.get('/api/things');
    expect(sent[0]?.path).toBe('/api/auth/refresh');
    expect(authHeader(sent, 0)).toBe('Bearer old-token');
    expect(authHeader(sent, 1)).toBe('Bearer new-token');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBe(newExpiry);
  });

  it('clears the token and throws "Session expired" when the refresh fails', async () => {
    saveToken('old-token', past());
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answerRoutes({
      'POST /api/auth/refresh': () => json({ errors: ['auth: Invalid token'] }, 401),
    });
    await expect(api.get('/api/things')).rejects.toThrow('Session expired');
    expect(requestsSent()).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('shares one refresh between concurrent calls', async () => {
    saveToken('old-token', past());
    const sent = answerRoutes({
      'POST /api/auth/refresh': () => json({ access_token: 'new-token', expires_at: future() }),
      'GET /api/a': () => json({}),
      'GET /api/b': () => json({}),
    });
    await Promise.all([api.get('/api/a'), api.get('/api/b')]);
    const refreshes = sent.filter(({ path }) => path === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
  });

  it('treats a 401 as the end of the session: clears token and expiry, throws "Unauthorized"', async () => {
    saveToken('valid-token', future());
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    answerRoutes({ 'GET /api/things': () => json({ errors: ['auth: Unauthorized'] }, 401) });
    await expect(api.get('/api/things')).rejects.toThrow('Unauthorized');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EXPIRES_AT_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it('keeps the session when a sign-in call (auth: false) answers 401', async () => {
    saveToken('valid-token', future());
    const sent = answerRoutes({
      'POST /api/auth/login': () =>
        json({ errors: ['credentials: Invalid email or password'] }, 401),
    });
    const error = await api.post('/api/auth/login', {}, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Invalid email or password']);
    expect(authHeader(sent, 0)).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('valid-token');
  });

  it('turns an error body into readable messages (text after the first ": ")', async () => {
    answerRoutes({
      'POST /api/auth/signup': () =>
        json({ errors: ['email: Email address is already in use', 'username: Too: long'] }, 409),
    });
    const error = (await api.post('/api/auth/signup', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.message).toBe('Email address is already in use');
    expect(error.messages).toEqual(['Email address is already in use', 'Too: long']);
  });

  it('returns nothing for a 204', async () => {
    answerRoutes({ 'POST /api/auth/logout': () => json(null, 204) });
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
