/**
 * The e-mails of an address change: the link to the new address, a word to the old one that a
 * change was asked, and another once it is done. Each in the language the change was asked in.
 */
import { EMAIL_CHANGE_MINUTES, type Language } from '@tablefor/shared';
import { textsIn } from '../../texts/texts.ts';
import { composeEmail } from '../mail/compose-email.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export const EMAIL_CHANGE_LINK_KIND = 'auth.email-change-link';
export const EMAIL_CHANGE_ASKED_KIND = 'auth.email-change-asked';
export const EMAIL_CHANGED_KIND = 'auth.email-changed';

/** The page that takes the token: `/confirm-email?token=`. */
export function emailChangeLink(publicUrl: string, token: string): string {
  const url = new URL('/confirm-email', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

type Names = { firstName: string; newEmail: string };

export function emailChangeLinkEmail(
  to: string,
  language: Language,
  { firstName, link }: { firstName: string; link: string },
): OutgoingEmail {
  const t = textsIn(language);
  return composeEmail(EMAIL_CHANGE_LINK_KIND, to, language, {
    subject: t('emailChange.link.subject'),
    paragraphs: [
      t('emailChange.link.greeting', { firstName }),
      t('emailChange.link.validity', { hours: EMAIL_CHANGE_MINUTES / 60 }),
      t('emailChange.link.ignore'),
    ],
    link: { label: t('emailChange.link.action'), url: link },
  });
}

export function emailChangeAskedEmail(
  to: string,
  language: Language,
  { firstName, newEmail }: Names,
): OutgoingEmail {
  const t = textsIn(language);
  return composeEmail(EMAIL_CHANGE_ASKED_KIND, to, language, {
    subject: t('emailChange.asked.subject'),
    paragraphs: [
      t('emailChange.asked.body', { firstName, newEmail }),
      t('emailChange.asked.notYou'),
    ],
  });
}

export function emailChangedEmail(
  to: string,
  language: Language,
  { firstName, newEmail }: Names,
): OutgoingEmail {
  const t = textsIn(language);
  return composeEmail(EMAIL_CHANGED_KIND, to, language, {
    subject: t('emailChange.changed.subject'),
    paragraphs: [
      t('emailChange.changed.body', { firstName, newEmail }),
      t('emailChange.changed.notYou'),
    ],
  });
}
