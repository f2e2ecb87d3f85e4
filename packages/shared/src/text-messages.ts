/**
 * GET /api/admin/text-messages: the development text outbox, where text messages (SMS) go when no
 * provider is configured, newest first (administrators; tests read what parties were sent).
 */
import { z } from 'zod';

export const textOutboxQuerySchema = z.object({
  /** Only messages to this number (as stored: '+1' and ten digits). */
  to: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const textOutboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  body: z.string(),
  language: z.string(),
  created_at: z.string(),
  delivered_at: z.string(),
});
export type TextOutboxMessage = z.infer<typeof textOutboxMessageSchema>;

export const textOutboxSchema = z.object({ messages: z.array(textOutboxMessageSchema) });
