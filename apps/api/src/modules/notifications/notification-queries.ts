/** Reading a diner's bell and marking it read; every query is bound to the account. */
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationPage, NotificationPageQuery } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { notifications as n } from '../../db/schema/index.ts';

/** A page of the account's notifications, newest first, with its unread count. */
export async function listNotifications(
  db: Database,
  userId: number,
  { before, limit }: NotificationPageQuery,
): Promise<NotificationPage> {
  const mine = eq(n.user_id, userId);
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(n)
      .where(before === undefined ? mine : and(mine, lt(n.id, before)))
      .orderBy(desc(n.id))
      .limit(limit + 1),
    db
      .select({ total: count() })
      .from(n)
      .where(and(mine, isNull(n.read_at))),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      params: row.params,
      link: row.link,
      read: row.read_at !== null,
      created_at: row.created_at.toISOString(),
    })),
    unread: Number(unread?.total ?? 0),
    ...(rows.length > limit && last ? { next_before: last.id } : {}),
  };
}

/** Marks one read (a second time changes nothing); false when the account has no such one. */
export async function markNotificationRead(
  db: Database,
  { userId, id, now }: { userId: number; id: number; now: Date },
): Promise<boolean> {
  const [marked] = await db
    .update(n)
    .set({ read_at: sql`coalesce(${n.read_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(n.id, id), eq(n.user_id, userId)))
    .returning({ id: n.id });
  return marked !== undefined;
}

/** Marks every unread notification of the account read; answers how many it marked. */
export async function markAllNotificationsRead(
  db: Database,
  { userId, now }: { userId: number; now: Date },
): Promise<number> {
  const marked = await db
    .update(n)
    .set({ read_at: now })
    .where(and(eq(n.user_id, userId), isNull(n.read_at)))
    .returning({ id: n.id });
  return marked.length;
}
