/**
 * The text outbox delivered by its job: through the configured webhook provider (a local server
 * here), retried while the provider refuses, or into the development outbox, which only
 * administrators read, newest first.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmsWebhook } from './local-sms-webhook.ts';
import { queueTextMessage, type OutgoingText } from './text-outbox.ts';

const text = (to: string, body = 'Your table is ready.'): OutgoingText => ({
  kind: 'test.hello',
  to,
  body,
  language: 'en',
});

async function delivered(t: TestApp, id: number, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const [row] = await t.db.select().from(textMessages).where(eq(textMessages.id, id));
    if (row?.delivered_at) return row;
    if (Date.now() > deadline) throw new Error(`text ${id} not delivered: ${row?.last_error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('with SMS_WEBHOOK_URL: the provider', () => {
  let t: TestApp;
  let webhook: Awaited<ReturnType<typeof startSmsWebhook>>;
  beforeAll(async () => {
    webhook = await startSmsWebhook();
    t = await createTestApp({
      env: { JOB_POLL_MS: '50', SMS_WEBHOOK_URL: webhook.url, SMS_WEBHOOK_TOKEN: 'sms-secret' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await webhook.close();
  });

  it('delivers a queued message to the webhook and marks it delivered by the provider', async () => {
    const id = await queueTextMessage(t.db, text('+12135550100'));
    const row = await delivered(t, id);
    expect(row).toMatchObject({ transport: 'provider', attempts: 1, last_error: null });
    expect(webhook.received).toEqual([
      {
        headers: expect.objectContaining({ authorization: 'Bearer sms-secret' }),
        body: { to: '+12135550100', body: 'Your table is ready.' },
      },
    ]);
  });
});

describe('with a provider that refuses', () => {
  it('keeps the message undelivered with the reason, for the job to try again', async () => {
    const webhook = await startSmsWebhook({ status: 500 });
    const t = await createTestApp({ env: { JOB_POLL_MS: '50', SMS_WEBHOOK_URL: webhook.url } });
    try {
      const id = await queueTextMessage(t.db, text('+12135550111'));
      const deadline = Date.now() + 10_000;
      let row;
      do {
        [row] = await t.db.select().from(textMessages).where(eq(textMessages.id, id));
        await new Promise((resolve) => setTimeout(resolve, 50));
      } while (row?.attempts === 0 && Date.now() < deadline);
      expect(row).toMatchObject({
        delivered_at: null,
        transport: null,
        attempts: 1,
        last_error: 'SMS webhook answered 500',
      });
    } finally {
      await t.close();
      await webhook.close();
    }
  }, 60_000);
});

describe('without a provider: the development text outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_POLL_MS: '50' } });
  }, 60_000);
  afterAll(() => t.close());

  it('marks the message delivered to the outbox, where administrators read it newest first', async () => {
    const admin = await signedUpAdmin(t);
    const first = await queueTextMessage(t.db, text('+12135550122', 'First'));
    await delivered(t, first);
    const second = await queueTextMessage(t.db, text('+12135550122', 'Second'));
    expect(await delivered(t, second)).toMatchObject({ transport: 'outbox', attempts: 1 });
    await queueTextMessage(t.db, text('+12135550199', 'Someone else'));

    const res = await t.app.inject({
      url: '/api/admin/text-messages?to=%2B12135550122',
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().messages).toEqual([
      expect.objectContaining({
        id: second,
        to: '+12135550122',
        body: 'Second',
        kind: 'test.hello',
      }),
      expect.objectContaining({ id: first, body: 'First' }),
    ]);
  });

  it('is for administrators only', async () => {
    const user = await signedUpUser(t);
    expect((await t.app.inject({ url: '/api/admin/text-messages' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/text-messages', headers: user.headers });
    expect(res.statusCode).toBe(403);
  });
});
