/**
 * A diner's preferences: dietary needs, seating, reminder e-mails and language. The restaurant a
 * diner booked reads them beside the booking while it exists; nobody else does.
 */
import { dietaryNeeds, DIETARY_NOTE_MAX, seatingPreferences } from '@tablefor/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlValueList } from './columns.ts';
import { users } from './users.ts';

export const dinerPreferences = pgTable(
  'diner_preferences',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dietary: text('dietary')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietary_note: text('dietary_note').notNull().default(''),
    seating: text('seating', { enum: seatingPreferences }).notNull().default('no_preference'),
    reminder_emails: boolean('reminder_emails').notNull().default(true),
    /** The language of the diner's e-mails and notifications. */
    language: text('language').notNull().default('en'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'diner_preferences_dietary_known',
      sql`${t.dietary} <@ array[${sqlValueList(dietaryNeeds)}]::text[]`,
    ),
    check(
      'diner_preferences_dietary_note_length',
      sql`char_length(${t.dietary_note}) <= ${sql.raw(String(DIETARY_NOTE_MAX))}`,
    ),
    check(
      'diner_preferences_seating_known',
      sql`${t.seating} in (${sqlValueList(seatingPreferences)})`,
    ),
  ],
);
