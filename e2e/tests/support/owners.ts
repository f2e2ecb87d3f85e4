/**
 * An owner for a journey, made the way owners are made: a listing of its own, a new account that
 * proves the business e-mail with the code from the development mailbox, claims it, and is
 * approved by an administrator.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { signUpThroughApi, type ApiSession } from '../fixtures.ts';
import { adminHeaders } from './admin-account.ts';
import {
  claimCodeFromMailbox,
  createClaimableListing,
  mailTo,
  type ClaimableListing,
} from './claims.ts';

export async function ownedListing(
  request: APIRequestContext,
  name: string,
): Promise<{ listing: ClaimableListing; owner: ApiSession }> {
  const listing = await createClaimableListing(request, name);
  const owner = await signUpThroughApi(request);
  const asOwner = { Authorization: `Bearer ${owner.token}` };
  const about = { restaurantId: listing.id, email: listing.businessEmail };

  // A retried test's listing has the same business e-mail: only a code sent now will do.
  const [earlier] = await mailTo(request, listing.businessEmail, 'claim.code');
  const sent = await request.post('/api/claim/send-verification-code', { data: about });
  expect(sent.status(), await sent.text()).toBe(200);
  const { code } = await claimCodeFromMailbox(request, listing.businessEmail, earlier?.id);
  const verified = await request.post('/api/claim/verify-code', { data: { ...about, code } });
  expect(verified.status(), await verified.text()).toBe(200);
  const submitted = await request.post('/api/claim/submit', {
    headers: asOwner,
    data: {
      ...about,
      phone: '(213) 555-0147',
      website: 'https://www.example.com',
      bookingMethod: 'phone',
      painPoints: {
        reservationChallenge: 'missedCalls',
        dailyCallVolume: 'medium',
        messageChannels: ['email'],
        biggestFrustration: 'Phones ring during service',
        techSatisfaction: 5,
      },
      selectedGoals: ['growCovers'],
      submittedAt: new Date().toISOString(),
      language: 'en',
      agreesToTerms: true,
      authorized: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: number };
  const approved = await request.post(`/api/admin/claims/${id}/approve`, {
    headers: await adminHeaders(request),
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { listing, owner };
}
