/** The development mailbox, newest first, for administrators. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { zodRoutes } from '@tablefor/server-kit';
import { mailboxQuerySchema, mailboxResponseSchema } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { outboxMessages as o } from '../../db/schema/index.ts';
import { administratorsOnly } from '../../http/authenticate.ts';

export async function mailboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  zodRoutes(app).get(
    '/api/admin/mailbox',
    {
      preValidation: administratorsOnly,
      schema: { querystring: mailboxQuerySchema, response: { 200: mailboxResponseSchema } },
      config: {
        openapi: {
          summary:
            'The development mailbox: e-mail delivered while no SMTP server is configured, newest first (administrators)',
          tags: ['mail'],
          auth: 'admin',
        },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const rows = await db
        .select()
        .from(o)
        .where(
          and(
            eq(o.transport, 'mailbox'),
            to ? sql`lower(${o.to_address}) = ${to.toLowerCase()}` : undefined,
          ),
        )
        .orderBy(desc(o.delivered_at), desc(o.id))
        .limit(limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          language: row.language,
          attachments: row.attachments,
          created_at: row.created_at.toISOString(),
          delivered_at: (row.delivered_at ?? row.created_at).toISOString(),
        })),
      };
    },
  );
}
