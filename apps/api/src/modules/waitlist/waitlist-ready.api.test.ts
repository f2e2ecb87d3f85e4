/**
 * 'Table ready': the party is told once, by e-mail (into the development mailbox) and by text
 * message (into the development text outbox) when it gave a phone number, in its language;
 * ten identical requests at once send one message.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage, TextOutboxMessage, WaitlistEntry } from '@tablefor/shared';
import { outboxMessages, textMessages } from '../../db/schema/index.ts';
import { signedUpAdmin } from '../../test/factories.ts';
import { allAtOnce } from '../../test/race-checks.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ownedRestaurant } from '../host-stand/host-stand-test-helpers.ts';
import { TABLE_READY_KIND } from './table-ready.ts';
import { joined, onEntry, party } from './waitlist-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedUpAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POLL_MS: '50' } });
  admin = await signedUpAdmin(t);
}, 60_000);
afterAll(() => t.close());

/** Reads an administrator's list until `found` holds or 10 s pass (delivery is a job). */
async function eventually<T>(url: string, found: (messages: T[]) => boolean): Promise<T[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await t.app.inject({ url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { messages } = res.json<{ messages: T[] }>();
    if (found(messages) || Date.now() > deadline) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const emailsTo = async (address: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to_address, address), eq(outboxMessages.kind, TABLE_READY_KIND)));
const textsTo = async (number: string) =>
  t.db.select().from(textMessages).where(eq(textMessages.to_number, number));

describe('POST /api/owner/waitlist/:entryId/ready', () => {
  it('e-mails the party and texts its phone, once, and marks it told', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const entry = await joined(
      t,
      restaurant.id,
      party({ guest_name: 'Rita', phone_number: '2135550101', email: 'rita@example.com' }),
      owner.headers,
    );
    const res = await onEntry(t, entry.id, 'ready', owner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const told = res.json<WaitlistEntry>();
    expect(told).toMatchObject({ status: 'notified', position: 1 });
    expect(told.notified_at).not.toBeNull();

    const mail = await eventually<MailboxMessage>(
      '/api/admin/mailbox?to=rita@example.com',
      (messages) => messages.length > 0,
    );
    expect(mail).toEqual([
      expect.objectContaining({
        kind: TABLE_READY_KIND,
        subject: `Your table at ${restaurant.name} is ready`,
        text: `Rita, your table for 2 people at ${restaurant.name} is ready. Please come to the host stand.`,
        language: 'en',
      }),
    ]);
    const texts = await eventually<TextOutboxMessage>(
      '/api/admin/text-messages?to=%2B12135550101',
      (messages) => messages.length > 0,
    );
    expect(texts).toEqual([
      expect.objectContaining({
        kind: TABLE_READY_KIND,
        to: '+12135550101',
        body: `${restaurant.name}: Rita, your table for 2 people is ready. Please come to the host stand.`,
      }),
    ]);

    // Told already: answered as it is, nothing sent again.
    const again = await onEntry(t, entry.id, 'ready', owner.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<WaitlistEntry>().notified_at).toBe(told.notified_at);
    expect(await emailsTo('rita@example.com')).toHaveLength(1);
    expect(await textsTo('+12135550101')).toHaveLength(1);
  });

  it('writes to a party in its own language, by e-mail alone without a phone', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const entry = await joined(
      t,
      restaurant.id,
      { guest_name: 'Rosa', party_size: 1, email: 'rosa@example.com', language: 'es' },
      owner.headers,
    );
    expect((await onEntry(t, entry.id, 'ready', owner.headers)).statusCode).toBe(200);
    const [email] = await emailsTo('rosa@example.com');
    expect(email).toMatchObject({
      subject: `Tu mesa en ${restaurant.name} está lista`,
      language: 'es',
    });
    expect(email?.text_body).toContain('Rosa, tu mesa para 1 persona');
    const texts = await t.db.select().from(textMessages).where(like(textMessages.body, '%Rosa%'));
    expect(texts).toEqual([]);
  });

  it('sends one message for ten identical requests at once', async () => {
    const { owner, restaurant } = await ownedRestaurant(t);
    const entry = await joined(
      t,
      restaurant.id,
      party({ phone_number: '2135550177', email: 'ten@example.com' }),
      owner.headers,
    );
    const answers = await allAtOnce(10, () => onEntry(t, entry.id, 'ready', owner.headers));
    expect(answers.map((res) => res.statusCode)).toEqual(Array<number>(10).fill(200));
    expect(new Set(answers.map((res) => res.json<WaitlistEntry>().notified_at)).size).toBe(1);
    expect(await emailsTo('ten@example.com')).toHaveLength(1);
    expect(await textsTo('+12135550177')).toHaveLength(1);
  });
});
