/**
 * Text messages in this process: the worker that delivers the outbox, and the development outbox
 * that administrators read, newest first (`GET /api/admin/text-messages`, as the mailbox).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { releaseOrphanedJobs, zodRoutes } from '@tablefor/server-kit';
import { textOutboxQuerySchema, textOutboxSchema } from '@tablefor/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { textMessages as m } from '../../db/schema/index.ts';
import { administratorsOnly } from '../../http/authenticate.ts';
import type { SmsSender } from './sms-sender.ts';
import { createTextMessageWorker } from './text-message-worker.ts';
import { TEXT_MESSAGE_QUEUE } from './text-outbox.ts';

export async function textMessaging(
  app: FastifyInstance,
  {
    db,
    config,
    smsSender,
    embedded,
  }: {
    db: Database;
    config: Config;
    smsSender: SmsSender;
    /** PGlite is one process: a delivery still marked running was cut off by this process's death. */
    embedded: boolean;
  },
) {
  const worker = createTextMessageWorker({
    db,
    sender: smsSender,
    log: app.log,
    pollMs: config.jobPollMs,
  });
  app.addHook('onReady', async () => {
    if (embedded) await releaseOrphanedJobs(db, TEXT_MESSAGE_QUEUE);
    worker.start();
  });
  app.addHook('onClose', () => worker.stop());

  zodRoutes(app).get(
    '/api/admin/text-messages',
    {
      preValidation: administratorsOnly,
      schema: { querystring: textOutboxQuerySchema, response: { 200: textOutboxSchema } },
      config: {
        openapi: {
          summary:
            'The development text outbox: text messages delivered while no SMS provider is configured, newest first (administrators)',
          tags: ['mail'],
          auth: 'admin',
        },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await db
        .select()
        .from(m)
        .where(and(eq(m.transport, 'outbox'), to ? eq(m.to_number, to) : undefined))
        .orderBy(desc(m.delivered_at), desc(m.id))
        .limit(limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.to_number,
          body: row.body,
          language: row.language,
          created_at: row.created_at.toISOString(),
          delivered_at: (row.delivered_at ?? row.created_at).toISOString(),
        })),
      };
    },
  );
}
