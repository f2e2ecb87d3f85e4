/**
 * Same-origin JSON client for the API. Adds the bearer token, refreshes an expired token before
 * the call, and treats a 401 on an authenticated call as the end of the session.
 */
import type { z } from 'zod';
import { ApiError, apiErrorFromBody, sessionExpiredError, unauthorizedError } from './api-error';
import { isRefreshBody } from './response-guards';
import { clearToken, isTokenExpired, readToken, saveToken } from './token-storage';

export { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions<T> = {
  method?: Method;
  body?: unknown;
  /** false for sign-in and sign-up: no token is sent and a 401 is an ordinary error. */
  auth?: boolean;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Extra request headers (an anonymous booking's access code). */
  headers?: Record<string, string>;
};

/** How requests travel: the browser's fetch, or on the server a call into the API itself. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server renderer answers the app's calls in-process (see entry-server.tsx). */
export function setApiTransport(fetchImplementation: typeof fetch): void {
  transport = fetchImplementation;
}

let unauthorizedListener: (() => void) | null = null;
let pendingRefresh: Promise<string> | null = null;

/** Registers what happens when the session ends (the session store clears the user). */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

/** The session is over (a call that needed it was refused): forget the token, tell the store. */
export function endSession(): void {
  clearToken();
  unauthorizedListener?.();
}

async function requestRefresh(token: string): Promise<string> {
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`refresh failed with status ${response.status}`);
    const body: unknown = await response.json();
    if (!isRefreshBody(body)) throw new Error('refresh answered an unexpected body');
    saveToken(body.access_token, body.expires_at);
    return body.access_token;
  } catch {
    endSession();
    throw sessionExpiredError();
  }
}

/** Trades the stored (expired) token for a new one; concurrent callers share one request. */
export function refreshAccessToken(): Promise<string> {
  const stored = readToken();
  if (!stored) return Promise.reject(sessionExpiredError());
  pendingRefresh ??= requestRefresh(stored.token).finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

async function usableToken(): Promise<string | null> {
  const stored = readToken();
  if (!stored) return null;
  return isTokenExpired(stored) ? refreshAccessToken() : stored.token;
}

/** The session's Authorization header, for a call made by other means than `apiRequest`. */
export async function sessionHeaders(): Promise<Record<string, string>> {
  const token = await usableToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, auth = true, schema, signal } = options;
  const token = auth ? await usableToken() : null;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The page's language: what the API writes e-mails in (a booking's messages, for one).
    'Accept-Language': (typeof document !== 'undefined' && document.documentElement.lang) || 'en',
    ...options.headers,
  };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await transport(path, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });

  if (response.status === 401 && auth) {
    endSession();
    throw unauthorizedError();
  }
  const data = await readBody(response);
  if (!response.ok) throw apiErrorFromBody(response.status, data);
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected response from the server');
  return parsed.data;
}

/** A file the API answers (a claim's upload), read with the session's token. */
export async function apiBlob(path: string): Promise<Blob> {
  const token = await usableToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (response.status === 401) {
    endSession();
    throw unauthorizedError();
  }
  if (!response.ok) throw apiErrorFromBody(response.status, await readBody(response));
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
