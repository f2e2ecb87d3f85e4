import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '../../db/schema/index.ts';
import { signedUpAdmin, signedUpUser } from '../../test/factories.ts';
import { createSmtpTestApp } from '../../test/local-smtp-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queueEmail, type OutgoingEmail } from './outbox.ts';

const email = (to: string, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  kind: 'test.hello',
  to,
  subject: 'Your code',
  text: 'Your code is 123456',
  html: '<p>Your code is <strong>123456</strong></p>',
  language: 'es',
  ...overrides,
});

async function delivered(t: TestApp, id: number, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    if (row?.delivered_at) return row;
    if (Date.now() > deadline) throw new Error(`message ${id} not delivered: ${row?.last_error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('without SMTP: the development mailbox', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_POLL_MS: '50' } });
    admin = await signedUpAdmin(t);
  });
  afterAll(() => t.close());

  it('delivers a queued message into the mailbox, where an administrator reads it', async () => {
    const id = await queueEmail(t.db, email('Owner@Example.com'));
    const row = await delivered(t, id);
    expect(row).toMatchObject({ transport: 'mailbox', attempts: 1, last_error: null });

    await queueEmail(t.db, email('someone-else@example.com'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mailbox?to=owner@example.com',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toEqual([
      expect.objectContaining({
        id,
        to: 'Owner@Example.com',
        subject: 'Your code',
        text: 'Your code is 123456',
        html: '<p>Your code is <strong>123456</strong></p>',
        language: 'es',
        kind: 'test.hello',
      }),
    ]);
  });

  it('lists newest first and keeps to the limit', async () => {
    const first = await queueEmail(t.db, email('order@example.com', { subject: 'first' }));
    await delivered(t, first);
    const second = await queueEmail(t.db, email('order@example.com', { subject: 'second' }));
    await delivered(t, second);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mailbox?to=order@example.com&limit=1',
      headers: admin.headers,
    });
    expect(response.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['second']);
  });

  it('is for administrators only', async () => {
    const user = await signedUpUser(t);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mailbox',
      headers: user.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/admin/mailbox' });
    expect(signedOut.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mailbox?limit=0',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('writes nothing when the transaction that sends it rolls back', async () => {
    const count = async () => ({
      messages: await t.db.$count(outboxMessages),
      jobs: (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n,
    });
    const before = await count();
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(tx as unknown as typeof t.db, email('rollback@example.com'));
        throw new Error('the record failed');
      }),
    ).rejects.toThrow('the record failed');
    expect(await count()).toEqual(before);
  });
});

describe('with SMTP_URL: a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof createSmtpTestApp>>['smtp'];
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, smtp, close } = await createSmtpTestApp());
  });
  afterAll(() => close());

  it('sends the message, plain text and HTML, to the server', async () => {
    const id = await queueEmail(t.db, email('claimant@example.com'));
    const row = await delivered(t, id);
    expect(row.transport).toBe('smtp');
    const message = smtp.received.find((item) => item.to.includes('claimant@example.com'));
    expect(message?.from).toBe('no-reply@tablefor.test');
    expect(message?.body).toContain('Subject: Your code');
    expect(message?.body).toContain('Your code is 123456');
    expect(message?.body).toContain('text/html');
  });

  it('retries a message the server refused, and records why it failed meanwhile', async () => {
    smtp.refuse(1);
    const id = await queueEmail(t.db, email('retry@example.com'));
    const row = await delivered(t, id);
    expect(row).toMatchObject({ transport: 'smtp', attempts: 2, last_error: null });
    expect(smtp.received.filter((item) => item.to.includes('retry@example.com'))).toHaveLength(1);
  });
});
