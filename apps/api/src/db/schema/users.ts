/** Accounts: diners and administrators. */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    password_hash: text('password_hash').notNull(),
    is_admin: boolean('is_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    check('users_username_length', sql`char_length(${t.username}) between 1 and 20`),
    check('users_first_name_length', sql`char_length(${t.first_name}) between 1 and 20`),
    check('users_last_name_length', sql`char_length(${t.last_name}) between 1 and 20`),
  ],
);
