/** The job that delivers a text message from the outbox, retried with backoff when refused. */
import { eq, sql } from 'drizzle-orm';
import { createJobWorker, JobFailure, type JobWorker } from '@tablefor/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { textMessages } from '../../db/schema/index.ts';
import type { SmsSender } from './sms-sender.ts';
import { TEXT_MESSAGE_QUEUE, type TextMessageJob } from './text-outbox.ts';

export function createTextMessageWorker({
  db,
  sender,
  log,
  pollMs,
}: {
  db: Database;
  sender: SmsSender;
  log: FastifyBaseLogger;
  pollMs: number;
}): JobWorker {
  return createJobWorker<TextMessageJob>({
    db,
    queue: TEXT_MESSAGE_QUEUE,
    pollMs,
    handler: async ({ payload }) => {
      const [message] = await db
        .select()
        .from(textMessages)
        .where(eq(textMessages.id, payload.messageId));
      if (!message) {
        throw new JobFailure('text.missing', 'The message is not in the outbox', false);
      }
      if (message.delivered_at) return { delivered: 'before' };
      try {
        await sender.send({ to: message.to_number, body: message.body });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(textMessages)
          .set({ attempts: sql`${textMessages.attempts} + 1`, last_error: reason })
          .where(eq(textMessages.id, message.id));
        throw new JobFailure('text.failed', reason);
      }
      await db
        .update(textMessages)
        .set({
          delivered_at: new Date(),
          transport: sender.transport,
          attempts: sql`${textMessages.attempts} + 1`,
          last_error: null,
        })
        .where(eq(textMessages.id, message.id));
      log.info(
        { message: message.id, kind: message.kind, transport: sender.transport },
        'text message delivered',
      );
      return { delivered: sender.transport };
    },
    onError: (error, job) => log.error({ err: error, job: job?.id }, 'text message job failed'),
  });
}
