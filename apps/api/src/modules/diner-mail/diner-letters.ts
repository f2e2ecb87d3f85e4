/**
 * What a diner is told about a reservation, in the language the booking was made in, with the
 * date and time on the restaurant's clock in that language's way (Spanish: 'jueves, 26 de
 * noviembre de 2026' at '19:30'). The sentences are the catalogues' (src/texts).
 */
import { localeOf, type Language } from '@tablefor/shared';
import { textsIn, type TextKey } from '../../texts/texts.ts';
import type { Letter } from '../mail/compose-email.ts';

export type DinerNotice =
  | { kind: 'confirmed' }
  | { kind: 'changed' }
  /** The restaurant says why when an owner cancels; a listing's removal has no reason. */
  | { kind: 'cancelled'; by: 'diner' | 'restaurant'; reason?: string }
  | { kind: 'callback_confirmed' }
  | { kind: 'callback_declined'; reason: string }
  | { kind: 'reminder' };

export type BookingFacts = {
  restaurantName: string;
  address: string;
  partySize: number;
  start: Date;
  timeZone: string;
  link: string;
};

/** Formatters by language, zone and style: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, timeZone: string, style: 'date' | 'time') {
  const key = `${language} ${timeZone} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      localeOf(language),
      style === 'date' ? { timeZone, dateStyle: 'full' } : { timeZone, timeStyle: 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The booking's date and time as the diner reads them, on the restaurant's clock. */
export function bookingWhen(start: Date, timeZone: string, language: Language) {
  return {
    date: formatterFor(language, timeZone, 'date').format(start),
    time: formatterFor(language, timeZone, 'time').format(start),
  };
}

/** Each notice's texts: its subject, and the first paragraph when it is not the table alone. */
const noticeKeys = {
  confirmed: 'reservation.confirmed',
  changed: 'reservation.changed',
  cancelledByDiner: 'reservation.cancelledByDiner',
  cancelledByRestaurant: 'reservation.cancelledByRestaurant',
  callback_confirmed: 'reservation.callbackConfirmed',
  callback_declined: 'reservation.callbackDeclined',
  reminder: 'reservation.reminder',
} as const;

export function dinerLetter(notice: DinerNotice, facts: BookingFacts, language: Language): Letter {
  const t = textsIn(language);
  const name = facts.restaurantName;
  const people = t('reservation.people', { count: facts.partySize });
  const { date, time } = bookingWhen(facts.start, facts.timeZone, language);
  const table = t('reservation.table', { people, date, time });
  const values = { name, people, date, time, table };
  const address = t('reservation.address', { address: facts.address });
  const reason = (value: string) => t('reservation.reason', { reason: value });
  const keys =
    notice.kind === 'cancelled'
      ? notice.by === 'diner'
        ? noticeKeys.cancelledByDiner
        : noticeKeys.cancelledByRestaurant
      : noticeKeys[notice.kind];
  const subject = t(`${keys}.subject`, values);
  const body = (key: `${typeof keys}.body` & TextKey) => t(key, values);
  const link = { label: t('reservation.link'), url: facts.link };
  switch (notice.kind) {
    case 'confirmed':
      return { subject, paragraphs: [table, address], link };
    case 'changed':
    case 'callback_confirmed':
    case 'reminder':
      return { subject, paragraphs: [body(`${noticeKeys[notice.kind]}.body`), address], link };
    case 'cancelled': {
      const key =
        notice.by === 'diner' ? noticeKeys.cancelledByDiner : noticeKeys.cancelledByRestaurant;
      const why = notice.by === 'restaurant' && notice.reason ? [reason(notice.reason)] : [];
      return { subject, paragraphs: [body(`${key}.body`), ...why], link };
    }
    case 'callback_declined':
      return {
        subject,
        paragraphs: [body(`${noticeKeys.callback_declined}.body`), reason(notice.reason)],
        link,
      };
  }
}

/** Notices after which the diner holds a table: they carry the booking as an .ics file. */
export const carriesCalendar = (notice: DinerNotice) =>
  ['confirmed', 'changed', 'callback_confirmed', 'reminder'].includes(notice.kind);
