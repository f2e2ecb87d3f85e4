import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('publishes an OpenAPI document generated from the shared schemas', async () => {
  const res = await t.app.inject({ url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toBe('3.1.0');
  const signup = doc.paths['/api/auth/signup'].post;
  expect(signup.requestBody.content['application/json'].schema.properties).toHaveProperty(
    'username',
  );
  expect(doc.paths['/api/users'].get.security).toEqual([{ bearer: [] }]);
});

it('answers unknown API routes with a 404 in the error shape', async () => {
  const res = await t.app.inject({ url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json().errors).toEqual(['route: GET /api/nope does not exist']);
});

it('documents the password routes: asking for a link, using it, changing while signed in', async () => {
  const doc = (await t.app.inject({ url: '/api/docs' })).json();
  const body = (path: string) =>
    doc.paths[path].post.requestBody.content['application/json'].schema.required;
  expect(body('/api/auth/password-reset')).toEqual(['email']);
  expect(Object.keys(doc.paths['/api/auth/password-reset'].post.responses)).toContain('202');
  expect(body('/api/auth/password-reset/confirm')).toEqual(['token', 'password']);
  expect(doc.paths['/api/auth/password-reset/confirm'].post.security).toBeUndefined();
  expect(body('/api/auth/password')).toEqual(['current_password', 'password']);
  expect(doc.paths['/api/auth/password'].post.security).toEqual([{ bearer: [] }]);
});
