/** The offer's e-mail: which table is held, until when, and the link that books it. */
import type { Language } from '@tablefor/shared';
import { textsIn } from '../../texts/texts.ts';
import { composeEmail } from '../mail/compose-email.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { bookingWhen } from '../diner-mail/diner-letters.ts';

export type OfferFacts = {
  to: string;
  language: Language;
  restaurantName: string;
  partySize: number;
  start: Date;
  expiresAt: Date;
  timeZone: string;
  link: string;
};

export function offerEmail(facts: OfferFacts): OutgoingEmail {
  const t = textsIn(facts.language);
  const { date, time } = bookingWhen(facts.start, facts.timeZone, facts.language);
  const until = bookingWhen(facts.expiresAt, facts.timeZone, facts.language).time;
  const people = t('reservation.people', { count: facts.partySize });
  const values = { name: facts.restaurantName, people, date, time, until };
  return composeEmail('notify.offer', facts.to, facts.language, {
    subject: t('notifyOffer.subject', values),
    paragraphs: [t('notifyOffer.body', values), t('notifyOffer.fair')],
    link: { label: t('notifyOffer.link'), url: facts.link },
  });
}
