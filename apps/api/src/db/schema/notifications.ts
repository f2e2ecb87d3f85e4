/**
 * The bell: what happened to a diner, written in the same transaction as the event. A row keeps
 * its kind and the facts to word it (`params`); the reader's catalogue words it in their language.
 */
import { notificationKinds } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from './columns.ts';
import { users } from './users.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** Facts the text needs: restaurant name, date and time, party size. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** The site path the notification opens, such as /reservations/12. */
    link: text('link').notNull(),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.id),
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
    check('notifications_kind_known', sql`${t.kind} in (${sqlValueList(notificationKinds)})`),
  ],
);
