import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages as m } from '@tablefor/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { claimableRestaurant, sendCode } from './claim-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CLAIM_CODE_RATE_LIMIT_PER_MINUTE: '4', CLAIM_CODES_PER_LISTING_PER_HOUR: '2' },
  });
});
afterAll(() => t.close());

describe('limits on sending claim codes', () => {
  it('caps the codes of one listing per hour, whichever address asks', async () => {
    const listing = await claimableRestaurant(t);
    const send = (local: string) =>
      sendCode(t, { restaurantId: listing.id, email: `${local}@${listing.domain}` });
    expect((await send('one')).statusCode).toBe(200);
    expect((await send('two')).statusCode).toBe(200);
    const third = await send('three');
    expect(third.statusCode).toBe(429);
    expect(third.json().errors).toEqual([`restaurantId: ${m.tooManyCodes}`]);
  });

  it('limits requests per IP', async () => {
    const listing = await claimableRestaurant(t);
    // Two requests were made by the test above; this one and the next reach the limit of 4.
    await sendCode(t, { restaurantId: listing.id, email: `a@${listing.domain}` });
    await sendCode(t, { restaurantId: listing.id, email: `b@${listing.domain}` });
    const limited = await sendCode(t, { restaurantId: listing.id, email: `c@${listing.domain}` });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().details[0].code).toBe('common.rateLimited');
  });
});
