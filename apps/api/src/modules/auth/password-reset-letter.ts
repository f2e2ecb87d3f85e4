/** The e-mail that carries a reset link, in the language the link was asked for in. */
import { PASSWORD_RESET_TTL_MINUTES, type Language } from '@tablefor/shared';
import { textsIn } from '../../texts/texts.ts';
import { composeEmail, type Letter } from '../mail/compose-email.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export const PASSWORD_RESET_MAIL_KIND = 'auth.password-reset';

/** The page that takes the token: `/reset-password?token=`. */
export function passwordResetLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function passwordResetEmail(
  to: string,
  language: Language,
  { firstName, link }: { firstName: string; link: string },
): OutgoingEmail {
  const t = textsIn(language);
  const letter: Letter = {
    subject: t('passwordReset.subject'),
    paragraphs: [
      t('passwordReset.greeting', { firstName }),
      t('passwordReset.validity', { minutes: PASSWORD_RESET_TTL_MINUTES }),
      t('passwordReset.ignore'),
    ],
    link: { label: t('passwordReset.link'), url: link },
  };
  return composeEmail(PASSWORD_RESET_MAIL_KIND, to, language, letter);
}
