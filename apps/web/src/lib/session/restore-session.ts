/** Startup sign-in restoration (diner spec §4): refresh an expired token, then fetch the user. */
import { userSchema, type User } from '@tablefor/shared';
import { apiRequest } from '../api-client';
import { clearToken, readToken } from '../token-storage';

export async function restoreSession(): Promise<User | null> {
  if (!readToken()) return null;
  try {
    // apiRequest refreshes an expired token first; a failed refresh throws 'Session expired'.
    return await apiRequest('/api/auth/', { schema: userSchema });
  } catch (error) {
    clearToken();
    console.log('Authentication error', error instanceof Error ? error.message : error);
    return null;
  }
}
