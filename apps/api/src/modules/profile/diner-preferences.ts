/** A diner's preferences: their row in diner_preferences, or the defaults while they have none. */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type DinerPreferences } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { dinerPreferences } from '../../db/schema/index.ts';

export const DEFAULT_PREFERENCES: DinerPreferences = {
  dietary: [],
  dietary_note: '',
  seating: 'no_preference',
  reminder_emails: true,
  language: DEFAULT_LANGUAGE,
};

type PreferencesRow = typeof dinerPreferences.$inferSelect;

function presentPreferences(row: PreferencesRow | undefined): DinerPreferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    dietary: row.dietary as DinerPreferences['dietary'],
    dietary_note: row.dietary_note,
    seating: row.seating,
    reminder_emails: row.reminder_emails,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
}

export async function readPreferences(db: Database, userId: number): Promise<DinerPreferences> {
  const [row] = await db
    .select()
    .from(dinerPreferences)
    .where(eq(dinerPreferences.user_id, userId));
  return presentPreferences(row);
}

/** Replaces the diner's preferences whole (one statement: two at once leave one of them). */
export async function savePreferences(
  db: Database,
  userId: number,
  input: DinerPreferences,
): Promise<DinerPreferences> {
  const values = { ...input, updated_at: sql`now()` };
  const [row] = await db
    .insert(dinerPreferences)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: dinerPreferences.user_id, set: values })
    .returning();
  return presentPreferences(row);
}
