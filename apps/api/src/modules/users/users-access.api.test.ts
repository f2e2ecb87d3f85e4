/** Who may call the user management routes: administrators only, checked before the input. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@tablefor/shared';
import { signedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deleteUser, listUsers, putUser, signedUpAdmin, storedUser } from './users-test-helpers.ts';

let t: TestApp;
let callers: Record<Caller, Record<string, string>>;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
  callers = {
    anonymous: {},
    'a signed-in user': (await signedUpUser(t)).headers,
    'an administrator': (await signedUpAdmin(t)).headers,
  };
});
afterAll(() => t.close());

type Caller = 'anonymous' | 'a signed-in user' | 'an administrator';
type Stored = Awaited<ReturnType<typeof storedUser>>;
type Call = {
  call: string;
  send: (target: number, headers: Record<string, string>) => ReturnType<typeof listUsers>;
  /** What an administrator's call answers, and leaves of the target account. */
  status: number;
  after: (before: Stored) => Stored | { is_admin: boolean };
};

const unchanged = (before: Stored) => before;
const calls: Call[] = [
  { call: 'GET /api/users', send: (_, h) => listUsers(t, '', h), status: 200, after: unchanged },
  {
    call: 'GET /api/users?pageSize=0',
    send: (_, h) => listUsers(t, '?pageSize=0', h),
    status: 400,
    after: unchanged,
  },
  {
    call: 'PUT /api/users/{id}',
    send: (id, h) => putUser(t, id, { is_admin: true }, h),
    status: 200,
    after: () => ({ is_admin: true }),
  },
  {
    call: 'PUT /api/users/{id} without a role',
    send: (id, h) => putUser(t, id, {}, h),
    status: 400,
    after: unchanged,
  },
  {
    call: 'DELETE /api/users/{id}',
    send: (id, h) => deleteUser(t, id, h),
    status: 200,
    after: () => undefined,
  },
];

const refusals: { caller: Caller; status: number; error: string }[] = [
  { caller: 'anonymous', status: 401, error: `auth: ${authMessages.unauthorized}` },
  { caller: 'a signed-in user', status: 403, error: `auth: ${authMessages.administratorsOnly}` },
];

const matrix = calls.flatMap(({ call, send, status, after }) => [
  ...refusals.map((refusal) => ({ call, send, ...refusal, after: unchanged })),
  { call, send, caller: 'an administrator' as Caller, status, error: undefined, after },
]);

describe('user management authorization', () => {
  it.each(matrix)(
    '$call as $caller answers $status',
    async ({ send, caller, status, error, after }) => {
      const target = await signedUpUser(t);
      const before = await storedUser(t, target.id);
      const res = await send(target.id, callers[caller]);
      expect(res.statusCode).toBe(status);
      if (error) expect(res.json()).toMatchObject({ errors: [error] });
      const expected = after(before);
      if (expected) expect(await storedUser(t, target.id)).toMatchObject(expected);
      else expect(await storedUser(t, target.id)).toBeUndefined();
    },
  );
});
