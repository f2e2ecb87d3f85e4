/**
 * Sending a text message is writing it to the outbox: the message and the job that delivers it
 * are stored in the caller's transaction, as e-mail is (mail/outbox.ts).
 */
import { enqueueJob } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { textMessages } from '../../db/schema/index.ts';

export const TEXT_MESSAGE_QUEUE = 'text-message';

export type OutgoingText = { kind: string; to: string; body: string; language: string };

export type TextMessageJob = { messageId: number };

/** A US number as texts are addressed: '+1' and its ten digits. */
export const textNumberOf = (digits: string) => `+1${digits}`;

/** `db` may be a transaction. */
export async function queueTextMessage(db: Database, text: OutgoingText): Promise<number> {
  const [row] = await db
    .insert(textMessages)
    .values({ kind: text.kind, to_number: text.to, body: text.body, language: text.language })
    .returning({ id: textMessages.id });
  if (!row) throw new Error('text outbox insert returned no row');
  await enqueueJob(db, TEXT_MESSAGE_QUEUE, { messageId: row.id } satisfies TextMessageJob, {
    maxAttempts: 5,
  });
  return row.id;
}
