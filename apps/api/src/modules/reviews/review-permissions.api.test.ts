import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages, reviewSchema } from '@tablefor/shared';
import { createTestApp, TEST_ADMIN_SECRET, type TestApp } from '../../test/test-app.ts';
import { signedUpUser, signupInput } from '../../test/factories.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_HOUR: '1000' } });
});
afterAll(() => t.close());

const FORBIDDEN = { errors: ['review: You can only change your own reviews'] };

async function reviewByNewUser() {
  const restaurant = await createRestaurant(t.db);
  const author = await signedUpUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/restaurants/${restaurant.id}/reviews`,
    payload: { review: 'Good', rating: 4 },
    headers: author.headers,
  });
  return { author, review: reviewSchema.parse(res.json()) };
}

async function signedUpAdmin() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/signup',
    payload: { ...signupInput(), admin_secret_key: TEST_ADMIN_SECRET },
  });
  return { authorization: `Bearer ${res.json().access_token}` };
}

const put = (id: number | string, payload: object, headers = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/reviews/${id}`, payload, headers });
const del = (id: number | string, headers = {}) =>
  t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers });

describe('PUT /api/reviews/{id}', () => {
  it('lets the author change text and rating, and moves updated_at', async () => {
    const { author, review } = await reviewByNewUser();
    const res = await put(review.id, { review: ' Even better ', rating: 5 }, author.headers);
    expect(res.statusCode).toBe(200);
    const updated = reviewSchema.parse(res.json());
    expect(updated).toMatchObject({ id: review.id, review: 'Even better', rating: 5 });
    expect(updated.created_at).toBe(review.created_at);
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(review.updated_at));
  });

  it('changes only the fields given', async () => {
    const { author, review } = await reviewByNewUser();
    const res = await put(review.id, { rating: 2 }, author.headers);
    expect(res.json()).toMatchObject({ review: 'Good', rating: 2 });
  });

  it('refuses another user (403), anonymous callers (401) and leaves the review as it was', async () => {
    const { review } = await reviewByNewUser();
    const other = await signedUpUser(t);
    const res = await put(review.id, { review: 'Hijacked' }, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(FORBIDDEN);
    expect((await put(review.id, { review: 'Anon' })).statusCode).toBe(401);
    const list = await t.app.inject({ url: `/api/restaurants/${review.restaurant_id}/reviews` });
    expect(list.json().Reviews[0].review).toBe('Good');
  });

  it.each([
    [{ review: '  ' }, `review: ${reviewMessages.text}`],
    [{ review: 'z'.repeat(501) }, `review: ${reviewMessages.tooLong}`],
    [{ rating: 0 }, `rating: ${reviewMessages.rating}`],
    [{ rating: 6 }, `rating: ${reviewMessages.rating}`],
    [{ rating: 2.5 }, `rating: ${reviewMessages.rating}`],
  ])('answers 400 for %o', async (payload, error) => {
    const { author, review } = await reviewByNewUser();
    const res = await put(review.id, payload, author.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [error] });
  });

  it('answers 404 for an unknown review', async () => {
    const user = await signedUpUser(t);
    const res = await put(999999, { rating: 3 }, user.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: [`review: ${reviewMessages.notFound}`] });
  });
});

describe('DELETE /api/reviews/{id}', () => {
  it('lets the author delete, answering { id }, after which the review is gone', async () => {
    const { author, review } = await reviewByNewUser();
    const res = await del(review.id, author.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: review.id });
    expect((await del(review.id, author.headers)).statusCode).toBe(404);
  });

  it('refuses another user (403) and anonymous callers (401)', async () => {
    const { review } = await reviewByNewUser();
    const other = await signedUpUser(t);
    const res = await del(review.id, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(FORBIDDEN);
    expect((await del(review.id)).statusCode).toBe(401);
    const list = await t.app.inject({ url: `/api/restaurants/${review.restaurant_id}/reviews` });
    expect(list.json().Reviews).toHaveLength(1);
  });

  it('lets an administrator delete another user’s review', async () => {
    const { review } = await reviewByNewUser();
    const res = await del(review.id, await signedUpAdmin());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: review.id });
  });

  it('answers 404 for an id that is no number, as for an unknown one', async () => {
    const user = await signedUpUser(t);
    const res = await del('1.5', user.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: ['review: Not found'] });
  });
});
