import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTestApp } from '../../test/local-smtp-server.ts';
import type { TestApp } from '../../test/test-app.ts';
import { claimableRestaurant, sendCode, verifyCode } from './claim-test-helpers.ts';

describe('a claim code delivered by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof createSmtpTestApp>>['smtp'];
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createSmtpTestApp());
  });
  afterAll(() => close());

  it('reaches the SMTP server in Spanish, and the code read from it verifies the address', async () => {
    const listing = await claimableRestaurant(t);
    const sent = await sendCode(t, {
      restaurantId: listing.id,
      email: listing.businessEmail,
      language: 'es',
    });
    expect(sent.statusCode).toBe(200);

    const mail = await smtp.waitFor(listing.businessEmail);
    expect(mail.from).toBe('no-reply@tablefor.test');
    expect(mail.body).toMatch(/Subject: =\?UTF-8\?.*\?=|Subject: Tu c/);
    expect(mail.body).toContain('text/html');
    const code = mail.body.match(/^(\d{6})\r?$/m)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verifyCode(t, {
      restaurantId: listing.id,
      email: listing.businessEmail,
      code: wrong,
    });
    expect(refused.statusCode).toBe(400);
    const verified = await verifyCode(t, {
      restaurantId: listing.id,
      email: listing.businessEmail,
      code,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true });
  });
});
