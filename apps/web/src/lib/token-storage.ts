/** The access token and its expiry, kept in localStorage under 'token' and 'expires_at'. */
import { ACCESS_TOKEN_TTL_SECONDS } from '@tablefor/shared';

export const TOKEN_KEY = 'token';
export const EXPIRES_AT_KEY = 'expires_at';

export type StoredToken = { token: string; expiresAt: string };

export function readToken(): StoredToken | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token) return null;
    return { token, expiresAt: localStorage.getItem(EXPIRES_AT_KEY) ?? '' };
  } catch {
    return null;
  }
}

/** Saves a token; without an expiry from the server, it is assumed to last the usual 7 days. */
export function saveToken(token: string, expiresAt?: string): void {
  const expiry =
    expiresAt && !Number.isNaN(Date.parse(expiresAt))
      ? expiresAt
      : new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString();
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(EXPIRES_AT_KEY, expiry);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(EXPIRES_AT_KEY);
}

/** A missing or unreadable expiry counts as expired, so the token gets refreshed. */
export function isTokenExpired(stored: StoredToken, now: number = Date.now()): boolean {
  const expiresAt = Date.parse(stored.expiresAt);
  return Number.isNaN(expiresAt) || expiresAt <= now;
}
