import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, DEMO_USER, profileMessages } from '@tablefor/shared';
import { signedUpUser } from '../../test/factories.ts';
import { allAtOnce } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '100000' } });
});
afterAll(() => t.close());

type Diner = Awaited<ReturnType<typeof signedUpUser>>;
const edit = (diner: Diner, payload: object, id = diner.id) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}/profile`,
    headers: diner.headers,
    payload,
  });
const me = (diner: Diner) => t.app.inject({ url: '/api/auth/', headers: diner.headers });

let sequence = 0;
const freshName = () => `renamed${process.pid % 1000}${++sequence}`;

describe('editing names and username', () => {
  it('changes them and answers the user', async () => {
    const diner = await signedUpUser(t);
    const username = freshName();
    const res = await edit(diner, { first_name: ' Ana ', last_name: 'Gómez', username });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: diner.id,
      first_name: 'Ana',
      last_name: 'Gómez',
      username,
      email: diner.input.email,
    });
    expect((await me(diner)).json()).toMatchObject({ first_name: 'Ana', username });
  });

  it("holds them to sign-up's rules and messages, changing nothing", async () => {
    const diner = await signedUpUser(t);
    const res = await edit(diner, { first_name: '', last_name: 'x'.repeat(21), username: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.toSorted()).toEqual(
      [
        `first_name: ${authMessages.firstNameRequired}`,
        `last_name: ${authMessages.lastNameTooLong}`,
        `username: ${authMessages.usernameRequired}`,
      ].toSorted(),
    );
    expect((await me(diner)).json()).toMatchObject({
      first_name: diner.input.first_name,
      username: diner.input.username,
    });
  });

  it('refuses a username another account holds, whatever its case (409)', async () => {
    const diner = await signedUpUser(t);
    const other = await signedUpUser(t);
    const res = await edit(diner, {
      first_name: 'Ana',
      last_name: 'Gómez',
      username: other.input.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([`username: ${authMessages.usernameTaken}`]);
    expect(res.json().details).toEqual([{ field: 'username', code: 'auth.usernameTaken' }]);
    expect((await me(diner)).json().first_name).toBe(diner.input.first_name);
  });

  it('keeps its own username in another case', async () => {
    const diner = await signedUpUser(t);
    const res = await edit(diner, {
      first_name: 'Ana',
      last_name: 'Gómez',
      username: diner.input.username.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(diner.input.username.toUpperCase());
  });

  it('gives a free username to one of ten accounts asking at once', async () => {
    const diners = await Promise.all(Array.from({ length: 10 }, () => signedUpUser(t)));
    const wanted = freshName();
    const answers = await allAtOnce(10, (i) =>
      edit(diners[i]!, { first_name: 'Ana', last_name: 'Gómez', username: wanted }),
    );
    expect(answers.map((r) => r.statusCode).toSorted()).toEqual([200, ...Array(9).fill(409)]);
  });

  it("is the account's own: another account, even an administrator's, gets 403", async () => {
    const diner = await signedUpUser(t);
    const other = await signedUpUser(t);
    const res = await edit(
      other,
      { first_name: 'Eve', last_name: 'Evil', username: freshName() },
      diner.id,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`user: ${profileMessages.ownAccountOnly}`]);
    expect((await me(diner)).json().first_name).toBe(diner.input.first_name);
    const unknown = await edit(other, { first_name: 'E', last_name: 'E', username: 'e' }, 999999);
    expect(unknown.statusCode).toBe(403);
  });

  it("leaves the demo account's names as they are", async () => {
    const demo = await signedUpUser(t, { email: DEMO_USER.email, password: DEMO_USER.password });
    const res = await edit(demo, { first_name: 'Taken', last_name: 'Over', username: freshName() });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([`username: ${profileMessages.demoAccount}`]);
  });
});
