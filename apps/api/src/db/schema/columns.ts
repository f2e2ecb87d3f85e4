/** Column sets and SQL pieces that several tables share. */
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * An enum's values as a SQL list for a check constraint: `'a', 'b'`. Inlined, not bound, so the
 * constraint's text (and drizzle-kit's snapshot) is the literal list.
 */
export const sqlValueList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
