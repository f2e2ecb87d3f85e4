import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@tablefor/shared';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../../test/test-app.ts';
import { signedUpUser, signupInput } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminSignup = (secret: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/signup',
    payload: { ...signupInput(), admin_secret_key: secret },
  });

describe('admin accounts', () => {
  it('refuses a wrong secret key and creates no account', async () => {
    const res = await adminSignup('guess');
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`admin_secret_key: ${authMessages.adminSecretInvalid}`]);
  });

  it('requires every field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/signup', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain('admin_secret_key: Admin secret key is required');
    expect(res.json().errors).toContain('email: Email is required');
  });

  it('creates an administrator with the right key, who may sign in at /api/admin/login', async () => {
    const res = await adminSignup(TEST_ADMIN_SECRET);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_admin: true });
    expect(res.json()).not.toHaveProperty('isAdmin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: res.json().email, password: 'correct-horse-battery' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().is_admin).toBe(true);
  });

  it('does not sign a diner in through the admin path', async () => {
    const diner = await signedUpUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: diner.input.email, password: diner.input.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`auth: ${authMessages.notAdmin}`]);
  });

  it('lists users for administrators only', async () => {
    const diner = await signedUpUser(t);
    const admin = await adminSignup(TEST_ADMIN_SECRET);
    const adminHeaders = { authorization: `Bearer ${admin.json().access_token}` };
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users', headers: diner.headers })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ url: '/api/users', headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { id: number; password_hash?: string }[];
    expect(users.map((u) => u.id)).toContain(diner.id);
    expect(users.every((u) => u.password_hash === undefined)).toBe(true);
  });
});
