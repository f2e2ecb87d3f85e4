/**
 * What the claim journeys set up and read through the API: a published listing of their own with
 * a business e-mail (so no other journey's restaurant gains an owner), a signed-in claimant, and
 * the codes the development mailbox received.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInWithToken, signUpThroughApi, type ApiSession } from '../fixtures.ts';
import { adminHeaders } from './admin-account.ts';

export type ClaimableListing = { id: number; name: string; businessEmail: string };

export async function createClaimableListing(
  request: APIRequestContext,
  name: string,
): Promise<ClaimableListing> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const businessEmail = `reservas@${slug}.example`;
  const response = await request.post('/api/restaurants/', {
    headers: await adminHeaders(request),
    data: {
      name,
      description: 'A neighbourhood kitchen that exists for one journey.',
      website: `https://www.${slug}.example`,
      business_email: businessEmail,
      preview_img: '/images/fallback.svg',
      neighborhood: 'Echo Park',
      cross_street: 'Sunset Blvd & Alvarado St',
      address: '1700 Sunset Blvd, Los Angeles, CA 90026',
      cuisines: 'Mexican, Californian',
      cost: 2,
      dining_style: 'Casual Dining',
      dress_code: 'Casual',
      operation_hours: 'Mon-Sun 5:00 pm-10:00 pm',
      opening_hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
          day,
          [{ open: '17:00', close: '22:00' }],
        ]),
      ),
      phone: '2135550148',
      parking_details: 'Street parking',
      payment_options: 'Visa, Mastercard',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, name, businessEmail };
}

export async function removeListing(request: APIRequestContext, id: number) {
  const removed = await request.delete(`/api/restaurants/${id}`, {
    headers: await adminHeaders(request),
  });
  expect(removed.status()).toBe(200);
}

/** A new account, signed in in the page before it loads (as a returning owner would be). */
export async function signedInClaimant(
  page: Page,
  request: APIRequestContext,
): Promise<ApiSession> {
  const session = await signUpThroughApi(request);
  await signInWithToken(page, session);
  return session;
}

type MailboxMessage = { id: number; kind: string; subject: string; text: string };

/** The messages of `kind` the development mailbox holds for `to`, newest first. */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<MailboxMessage[]> {
  const response = await request.get(`/api/admin/mailbox?to=${encodeURIComponent(to)}`, {
    headers: await adminHeaders(request),
  });
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: MailboxMessage[] };
  return messages.filter((message) => message.kind === kind);
}

/** The code of the newest claim-code e-mail to `to` newer than `afterId`, once it is delivered. */
export async function claimCodeFromMailbox(
  request: APIRequestContext,
  to: string,
  afterId = 0,
): Promise<{ code: string; id: number }> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, to, 'claim.code')).find((message) => message.id > afterId);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const code = found?.text.match(/^(\d{6})$/m)?.[1];
  if (!code || !found) throw new Error(`no code in the e-mail to ${to}`);
  return { code, id: found.id };
}
