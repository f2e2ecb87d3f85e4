/**
 * The bell: what happened to a diner, newest first. Each item carries its kind and the facts to
 * word it (the reader's catalogue words them in their language) and the page it opens.
 */
import { z } from 'zod';
import { notificationKinds } from './account-rules.ts';

/** Items one page of the bell holds when the caller does not say, and at most. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

/**
 * The facts a notification's text needs, all optional by kind: `restaurant` (its name), `date`
 * ('YYYY-MM-DD') and `time` ('HH:mm') on the restaurant's clock, `party_size`, and `reason`
 * when the restaurant or an administrator gave one.
 */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  params: notificationParamsSchema,
  /** The site path it opens, such as /reservations/12. */
  link: z.string(),
  read: z.boolean(),
  /** ISO instant. */
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/users/{id}/notifications: a page, the unread count, and where the next page starts. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int().min(0),
  /** Pass as `before` for older items; absent on the last page. */
  next_before: z.number().int().optional(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** The list's query: items older than `before` (an id), `limit` of them. */
export const notificationPageQuerySchema = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_MAX)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;
