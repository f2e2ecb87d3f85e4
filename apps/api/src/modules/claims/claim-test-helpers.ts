/** Claim tests' shared steps: a claimable listing, sending and checking codes, a valid claim. */
import { and, desc, eq } from 'drizzle-orm';
import type { SubmitClaimInput } from '@tablefor/shared';
import { outboxMessages } from '../../db/schema/index.ts';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../gallery/gallery-test-pictures.ts';

export const createClaimTestApp = (env: Record<string, string> = {}) =>
  createTestApp({
    env: {
      CLAIM_CODE_RATE_LIMIT_PER_MINUTE: '1000',
      CLAIM_CODES_PER_LISTING_PER_HOUR: '1000',
      JOB_POLL_MS: '50',
      ...env,
    },
  });

let sequence = 0;

/** A published listing with its own business address and website domain. */
export async function claimableRestaurant(t: TestApp) {
  sequence += 1;
  const domain = `trattoria${process.pid % 1000}x${sequence}.example`;
  const row = await createRestaurant(t.db, {
    name: `Trattoria ${sequence}`,
    business_email: `orders@${domain}`,
    website: `https://www.${domain}/menu`,
  });
  return { ...row, domain, businessEmail: `orders@${domain}` };
}

export const sendCode = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/claim/send-verification-code', payload });

export const verifyCode = (t: TestApp, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/claim/verify-code', payload });

/** The newest code e-mailed to the address, read from the outbox as a mail client would. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [message] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to_address, to), eq(outboxMessages.kind, 'claim.code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = message?.text_body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no claim code was e-mailed to ${to}`);
  return code;
}

/** Sends a code to the address and enters it: the address is verified for the listing. */
export async function verifiedAddress(t: TestApp, restaurantId: number, email: string) {
  const sent = await sendCode(t, { restaurantId, email });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const code = await latestCode(t, email);
  const verified = await verifyCode(t, { restaurantId, email, code });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
}

export function claimBody(
  restaurantId: number,
  email: string,
  overrides: Partial<SubmitClaimInput> = {},
): SubmitClaimInput {
  return {
    restaurantId,
    email,
    phone: '(213) 555-0147',
    website: 'https://trattoria.example',
    bookingMethod: 'external',
    externalBookingUrl: 'https://book.example/trattoria',
    painPoints: {
      reservationChallenge: 'missedCalls',
      dailyCallVolume: 'medium',
      messageChannels: ['whatsapp', 'email'],
      biggestFrustration: 'Phones ring during service',
      techSatisfaction: 4,
    },
    selectedGoals: ['growCovers', 'cutCosts'],
    submittedAt: '2026-03-01T18:30:00.000Z',
    language: 'es',
    agreesToTerms: true,
    authorized: true,
    ...overrides,
  };
}

/** The smallest file the API takes as a menu; `padding` bytes make it larger. */
export const pdfOf = (padding = 0) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(padding)]);

/** Uploads a menu (PDF) for a claim, as the account whose headers are given. */
export function uploadMenu(t: TestApp, headers: Record<string, string>, body = pdfOf()) {
  const form = multipart({ field: 'file', filename: 'menu.pdf', body });
  return t.app.inject({
    method: 'POST',
    url: '/api/claim/uploads/menu',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}
