/** Sales inquiries sent from the business landing page's contact form. */
import { contactJobTitles, contactLocationCounts, contactReasons } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlValueList, timestamps } from './columns.ts';

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    phone_number: text('phone_number').notNull(),
    restaurant_name: text('restaurant_name').notNull(),
    job_title: text('job_title').notNull(),
    num_locations: text('num_locations').notNull(),
    contact_reason: text('contact_reason').notNull(),
    /** The page's language when it was sent, so the reply can be in it. */
    language: text('language').notNull().default('en'),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('contact_inquiries_created_idx').on(t.created_at),
    check(
      'contact_inquiries_job_title_valid',
      sql`${t.job_title} in (${sqlValueList(contactJobTitles)})`,
    ),
    check(
      'contact_inquiries_locations_valid',
      sql`${t.num_locations} in (${sqlValueList(contactLocationCounts)})`,
    ),
    check(
      'contact_inquiries_reason_valid',
      sql`${t.contact_reason} in (${sqlValueList(contactReasons)})`,
    ),
  ],
);
