/** The seeded administrator (development only), and its token for API calls a journey makes. */
import { expect, type APIRequestContext } from '@playwright/test';

export const ADMIN = { email: 'admin@tablefor.app', password: 'admin-password-2024' };

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const adminHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await adminToken(request)}`,
});
