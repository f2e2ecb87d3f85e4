import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedUpUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_IP: '8' },
  });
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('sign-in rate limits', () => {
  it('locks an account after repeated failures, even from other addresses and with the right password', async () => {
    const user = await signedUpUser(t);
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await login(user.input.email, 'wrong-password', ip)).statusCode).toBe(401);
    }
    const locked = await login(user.input.email, user.input.password, '10.1.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors).toEqual([`auth: ${authMessages.tooManyAttempts}`]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a success clears the account counter', async () => {
    const user = await signedUpUser(t);
    await login(user.input.email, 'wrong-password', '10.2.0.1');
    await login(user.input.email, 'wrong-password', '10.2.0.1');
    expect((await login(user.input.email, user.input.password, '10.2.0.1')).statusCode).toBe(200);
    await login(user.input.email, 'wrong-password', '10.2.0.1');
    await login(user.input.email, 'wrong-password', '10.2.0.1');
    expect((await login(user.input.email, user.input.password, '10.2.0.1')).statusCode).toBe(200);
  });

  it('limits every attempt from one IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await login(`nobody${i}@example.com`, 'x', '10.3.0.1')).statusCode);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    expect((await login('nobody@example.com', 'x', '10.3.0.2')).statusCode).toBe(401);
  });
});
