/**
 * Sending e-mail is writing it to the outbox: the message and the job that delivers it are stored
 * in the caller's transaction, so a record and the e-mail it causes exist together or not at all.
 */
import { enqueueJob } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { EmailAttachment } from '../../db/schema/outbox.ts';

export const EMAIL_QUEUE = 'email';

export type OutgoingEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string;
  attachments?: EmailAttachment[];
};

export type EmailJob = { messageId: number };

/** `db` may be a transaction; after it commits, wake the worker to deliver without waiting. */
export async function queueEmail(db: Database, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(outboxMessages)
    .values({
      kind: email.kind,
      to_address: email.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      language: email.language,
      attachments: email.attachments ?? [],
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  await enqueueJob(db, EMAIL_QUEUE, { messageId: row.id } satisfies EmailJob, { maxAttempts: 5 });
  return row.id;
}
