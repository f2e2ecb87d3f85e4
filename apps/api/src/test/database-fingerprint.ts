/**
 * What a refused request must leave as it was: the row count and latest change of every table a
 * request can write, in one string to compare before and after.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export async function databaseFingerprint(db: Database): Promise<string> {
  const result = (await db.execute(sql`select concat_ws(' ',
      (select count(*) || '/' || coalesce(max(updated_at)::text, '') from restaurants),
      (select count(*) || '/' || coalesce(max(updated_at)::text, '') from users),
      (select count(*) || '/' || coalesce(max(updated_at)::text, '') from reservations),
      (select count(*) || '/' || coalesce(max(updated_at)::text, '') from reviews),
      (select count(*) from saved_restaurants),
      (select count(*) || '/' || count(*) filter (where status <> 'pending') from claims),
      (select count(*) from claim_files), (select count(*) from restaurant_owners),
      (select count(*) || '/' || coalesce(max(handled_at)::text, '') from contact_inquiries),
      (select count(*) from outbox_messages),
      (select count(*) || '/' || coalesce(max(updated_at)::text, '') from waitlist_entries),
      (select count(*) from text_messages),
      (select count(*) || '/' || coalesce(max(updated_at)::text, '') from notify_requests)) as print`)) as unknown as {
    rows: { print: string }[];
  };
  return result.rows[0]!.print;
}
