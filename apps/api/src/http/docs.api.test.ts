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
