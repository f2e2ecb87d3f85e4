/** What the account tests ask for and read: e-mail changes asked and the letters they leave. */
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { EMAIL_CHANGE_LINK_KIND } from './email-change-letters.ts';

type Headers = Record<string, string>;

export const askEmailChange = (
  t: TestApp,
  diner: { id: number; headers: Headers },
  body: { email: string; password: string },
  language = 'en',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/${diner.id}/email-change`,
    headers: { ...diner.headers, 'accept-language': language },
    payload: body,
  });

/** Follows the link signed out, or in the session `headers` carry. */
export const confirmEmailChange = (
  t: TestApp,
  token: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/email-change/confirm',
    payload: { token },
    headers,
  });

export const letters = (t: TestApp, to: string, kind: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to_address, to), eq(outboxMessages.kind, kind)))
    .orderBy(desc(outboxMessages.id));

/** The token of the newest e-mail change link sent to `to`, read from its text. */
export async function changeToken(t: TestApp, to: string): Promise<string> {
  const [letter] = await letters(t, to, EMAIL_CHANGE_LINK_KIND);
  const token = letter && /\/confirm-email\?token=([\w-]+)/.exec(letter.text_body)?.[1];
  if (!token) throw new Error(`no e-mail change link was sent to ${to}`);
  return token;
}
