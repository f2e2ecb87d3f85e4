/**
 * GET /api/admin/mailbox: the development mailbox, where e-mail goes when no SMTP server is
 * configured (administrators read it in the dashboard; tests read the codes they are sent).
 */
import { z } from 'zod';

export const mailboxQuerySchema = z.object({
  /** Only messages to this address (any letter case). */
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: z.string(),
  /** Files sent with it (an .ics invitation), their content as text. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  created_at: z.string(),
  delivered_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
