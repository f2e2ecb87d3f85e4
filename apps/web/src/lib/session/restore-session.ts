/** Startup sign-in restoration: refresh an expired token, then fetch the user. */
import type { User } from '@tablefor/shared';
import { apiRequest } from '../api-client';
import { isUser } from '../response-guards';
import { clearToken, readToken } from '../token-storage';

export async function restoreSession(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    // apiRequest refreshes an expired token first; a failed refresh throws 'Session expired'.
    const user = await apiRequest('/api/auth/');
    if (!isUser(user)) throw new Error('GET /api/auth/ answered an unexpected body');
    return user;
  } catch (error) {
    clearToken();
    console.log('Authentication error', error instanceof Error ? error.message : error);
    return null;
  }
}
