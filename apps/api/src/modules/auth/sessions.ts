/** Server-side session rows behind access tokens: issue, look up, revoke. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import type { TokenService } from './tokens.ts';

export async function startSession(db: Database, tokens: TokenService, userId: number) {
  const issued = await tokens.issue(userId);
  await db
    .insert(sessions)
    .values({ id: issued.sessionId, user_id: userId, expires_at: issued.expiresAt });
  return { access_token: issued.token, expires_at: issued.expiresAt.toISOString() };
}

export async function isSessionActive(db: Database, sessionId: string, userId: number) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), isNull(sessions.revoked_at)),
    );
  return Boolean(row);
}

/** Revokes one session; answers whether it was still active (a second revoke answers false). */
export async function revokeSession(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
