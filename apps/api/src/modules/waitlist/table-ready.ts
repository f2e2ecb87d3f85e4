/**
 * 'Table ready': the party is told, by e-mail and/or text message, in its language, in the
 * transaction that marks it told. Only a waiting party is told: ten identical requests send
 * one message, and a party told already is answered as it is.
 */
import { and, eq } from 'drizzle-orm';
import { waitlistCodes as m, type WaitlistEntry } from '@tablefor/shared';
import { conflict, notFound, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { restaurants, waitlistEntries as w } from '../../db/schema/index.ts';
import { textsIn } from '../../texts/texts.ts';
import { composeEmail, languageOf } from '../mail/compose-email.ts';
import { queueEmail } from '../mail/outbox.ts';
import { queueTextMessage, textNumberOf } from '../text-messages/text-outbox.ts';
import { readEntry, type WaitlistRow } from './waitlist-line.ts';

export const TABLE_READY_KIND = 'waitlist.ready';

export async function tellTableReady(
  db: Database,
  entryId: number,
  now: Date,
): Promise<WaitlistEntry> {
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .update(w)
      .set({ status: 'notified', notified_at: now, updated_at: now })
      .where(and(eq(w.id, entryId), eq(w.status, 'waiting')))
      .returning();
    if (entry) return queueTableReady(tx, entry);
    const [current] = await tx.select({ status: w.status }).from(w).where(eq(w.id, entryId));
    if (!current) throw notFound('waitlist entry');
    if (current.status !== 'notified') throw conflict(problem('entry', m.notInLine));
  });
  return readEntry(db, entryId);
}

async function queueTableReady(tx: Database, entry: WaitlistRow) {
  const [restaurant] = await tx
    .select({ name: restaurants.name })
    .from(restaurants)
    .where(eq(restaurants.id, entry.restaurant_id));
  const language = languageOf(entry.language);
  const t = textsIn(language);
  const values = {
    name: restaurant?.name ?? '',
    guest: entry.guest_name,
    people: t('reservation.people', { count: entry.party_size }),
  };
  if (entry.email) {
    const letter = {
      subject: t('waitlist.readySubject', values),
      paragraphs: [t('waitlist.readyBody', values)],
    };
    await queueEmail(tx, composeEmail(TABLE_READY_KIND, entry.email, language, letter));
  }
  if (entry.phone_number) {
    await queueTextMessage(tx, {
      kind: TABLE_READY_KIND,
      to: textNumberOf(entry.phone_number),
      body: t('waitlist.readyText', values),
      language,
    });
  }
}
