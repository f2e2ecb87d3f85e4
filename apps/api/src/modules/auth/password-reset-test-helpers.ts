/** What the password tests ask for and read: reset links asked for, and the e-mail they leave. */
import { and, desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { PASSWORD_RESET_MAIL_KIND } from './password-reset-letter.ts';

export const askForLink = (
  t: TestApp,
  email: string,
  { ip = '10.20.0.1', language = 'en' }: { ip?: string; language?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: ip,
    headers: { 'accept-language': language },
  });

export const confirmReset = (t: TestApp, token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password },
  });

export async function resetLetters(t: TestApp, to: string) {
  return t.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.to_address, to), eq(outboxMessages.kind, PASSWORD_RESET_MAIL_KIND)),
    )
    .orderBy(desc(outboxMessages.id));
}

/**
 * Waits until `read` answers `count` (the letters are written after the answer), then a while
 * longer, and answers what it reads then: a count that went on growing shows.
 */
export async function settled<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
  const deadline = Date.now() + 10_000;
  while ((await read()).length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return read();
}

/** The reset letters to `to` once `count` of them have been written (see settled). */
export const settledLetters = (t: TestApp, to: string, count: number) =>
  settled(() => resetLetters(t, to), count);

/** The token of the newest link e-mailed to `to`, once `count` have been, read from its text. */
export async function linkToken(t: TestApp, to: string, count = 1): Promise<string> {
  const [letter] = await settledLetters(t, to, count);
  const token = letter && /\/reset-password\?token=([\w-]+)/.exec(letter.text_body)?.[1];
  if (!token) throw new Error(`no reset link was e-mailed to ${to}`);
  return token;
}
