/** The job that delivers an outbox message, retried with backoff when the server refuses it. */
import { eq, sql } from 'drizzle-orm';
import { createJobWorker, JobFailure, type JobWorker } from '@tablefor/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Mailer } from './mail-transport.ts';
import { EMAIL_QUEUE, type EmailJob } from './outbox.ts';

export function createEmailWorker({
  db,
  mailer,
  log,
  pollMs,
}: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pollMs: number;
}): JobWorker {
  return createJobWorker<EmailJob>({
    db,
    queue: EMAIL_QUEUE,
    pollMs,
    handler: async ({ payload }) => {
      const [message] = await db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.id, payload.messageId));
      if (!message) throw new JobFailure('mail.missing', 'The message is not in the outbox', false);
      if (message.delivered_at) return { delivered: 'before' };
      try {
        await mailer.send({
          to: message.to_address,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body,
          attachments: message.attachments,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(outboxMessages)
          .set({ attempts: sql`${outboxMessages.attempts} + 1`, last_error: reason })
          .where(eq(outboxMessages.id, message.id));
        throw new JobFailure('mail.failed', reason);
      }
      await db
        .update(outboxMessages)
        .set({
          delivered_at: new Date(),
          transport: mailer.transport,
          attempts: sql`${outboxMessages.attempts} + 1`,
          last_error: null,
        })
        .where(eq(outboxMessages.id, message.id));
      log.info(
        { message: message.id, kind: message.kind, transport: mailer.transport },
        'e-mail delivered',
      );
      return { delivered: mailer.transport };
    },
    onError: (error, job) => log.error({ err: error, job: job?.id }, 'e-mail job failed'),
  });
}
