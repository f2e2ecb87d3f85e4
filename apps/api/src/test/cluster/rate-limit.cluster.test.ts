/**
 * A rate limit counts a client's requests to every API process together: the contact form's
 * CONTACT_RATE_LIMIT_PER_HOUR (4 in the cluster) holds however the balancer spreads them.
 */
import { describe, expect, it } from 'vitest';
import type { ContactInquiryInput } from '@tablefor/shared';
import { call, cluster, servedBy } from './cluster-client.ts';
import { CLUSTER_API_ENV } from './start-cluster.ts';

const LIMIT = Number(CLUSTER_API_ENV.CONTACT_RATE_LIMIT_PER_HOUR);

const inquiry: ContactInquiryInput = {
  firstName: 'Rosa',
  lastName: 'Marquez',
  email: 'rosa@cantina.example',
  phoneNumber: '(213) 555-0147',
  restaurantName: 'Cantina Rosa',
  jobTitle: 'owner',
  numLocations: '2-5',
  contactReason: 'listRestaurant',
};

describe.skipIf(!cluster)('a rate limit across two API processes (DATABASE_URL)', () => {
  it('accepts the limit from one client in all, then answers 429 from either process', async () => {
    const answers = [];
    for (let i = 0; i < LIMIT * 2; i += 1) {
      answers.push(
        await call('/api/business/contact', { method: 'POST', client: '10.40.0.1', body: inquiry }),
      );
    }
    expect(servedBy(answers)).toEqual([LIMIT, LIMIT]);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(LIMIT).fill(201),
      ...Array<number>(LIMIT).fill(429),
    ]);
    // Another client is not held back by the first one's count.
    const other = await call('/api/business/contact', {
      method: 'POST',
      client: '10.40.0.2',
      body: inquiry,
    });
    expect(other.status).toBe(201);
  });
});
