/** Builds records with their parents for tests; every call makes new, unique rows. */
import type { SignupInput } from '@tablefor/shared';
import { TEST_ADMIN_SECRET, type TestApp } from './test-app.ts';

let sequence = 0;

export function signupInput(overrides: Partial<SignupInput> = {}): SignupInput {
  sequence += 1;
  const tag = `${process.pid % 1000}${sequence}`;
  return {
    username: `diner${tag}`,
    email: `diner${tag}@example.com`,
    first_name: 'Dana',
    last_name: 'Diner',
    password: 'correct-horse-battery',
    ...overrides,
  };
}

/** Signs up through the API and answers the user and a bearer header for it. */
export async function signedUpUser(t: TestApp, overrides: Partial<SignupInput> = {}) {
  const input = signupInput(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: input });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  const body = res.json<{ access_token: string; id: number }>();
  return {
    input,
    id: body.id,
    token: body.access_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}

/** Signs up an administrator (with the test secret key) and answers it like `signedUpUser`. */
export async function signedUpAdmin(t: TestApp, overrides: Partial<SignupInput> = {}) {
  const input = signupInput(overrides);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/signup',
    payload: { ...input, admin_secret_key: TEST_ADMIN_SECRET },
  });
  if (res.statusCode !== 201) throw new Error(`admin signup failed: ${res.body}`);
  const body = res.json<{ access_token: string; id: number }>();
  return {
    input,
    id: body.id,
    token: body.access_token,
    headers: { authorization: `Bearer ${body.access_token}` },
  };
}
