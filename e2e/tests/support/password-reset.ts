/** The reset link the development mailbox received for an address, read as a diner would. */
import { expect, type APIRequestContext } from '@playwright/test';
import { mailTo } from './claims.ts';

export const RESET_MAIL_KIND = 'auth.password-reset';

/** The path and query of the newest reset link e-mailed to `to`, with its letter's subject. */
export async function resetLinkFromMailbox(
  request: APIRequestContext,
  to: string,
): Promise<{ path: string; subject: string }> {
  let letter: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        [letter] = await mailTo(request, to, RESET_MAIL_KIND);
        return letter !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = letter?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
  if (!url || !letter) throw new Error(`no reset link in the e-mail to ${to}`);
  const link = new URL(url);
  return { path: `${link.pathname}${link.search}`, subject: letter.subject };
}
