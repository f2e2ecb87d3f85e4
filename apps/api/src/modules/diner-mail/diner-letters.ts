/**
 * What a diner is told about a reservation, in the language the booking was made in, with the
 * date and time on the restaurant's clock.
 */
import type { Language, Letter } from '../mail/compose-email.ts';

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

const locales: Record<Language, string> = { en: 'en-US', es: 'es-ES' };

/** Formatters by language, zone and style: making one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: Language, timeZone: string, style: 'date' | 'time') {
  const key = `${language} ${timeZone} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locales[language],
      style === 'date' ? { timeZone, dateStyle: 'full' } : { timeZone, timeStyle: 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

function when(facts: BookingFacts, language: Language) {
  return {
    date: formatterFor(language, facts.timeZone, 'date').format(facts.start),
    time: formatterFor(language, facts.timeZone, 'time').format(facts.start),
  };
}

function english(notice: DinerNotice, facts: BookingFacts): Letter {
  const { date, time } = when(facts, 'en');
  const name = facts.restaurantName;
  const people = facts.partySize === 1 ? '1 person' : `${facts.partySize} people`;
  const table = `Table for ${people} on ${date} at ${time}.`;
  const address = `Address: ${facts.address}`;
  const link = { label: 'View your reservation', url: facts.link };
  switch (notice.kind) {
    case 'confirmed':
      return { subject: `Your table at ${name} is booked`, paragraphs: [table, address], link };
    case 'changed':
      return {
        subject: `Your reservation at ${name} was changed`,
        paragraphs: [`Your reservation now reads: ${table}`, address],
        link,
      };
    case 'cancelled':
      return notice.by === 'diner'
        ? {
            subject: `Your reservation at ${name} is cancelled`,
            paragraphs: [`You cancelled your table for ${people} on ${date} at ${time}.`],
            link,
          }
        : {
            subject: `${name} cancelled your reservation`,
            paragraphs: [
              `We are sorry: ${name} cancelled your table for ${people} on ${date} at ${time}.`,
              ...(notice.reason ? [`Reason: ${notice.reason}`] : []),
            ],
            link,
          };
    case 'callback_confirmed':
      return {
        subject: `${name} confirmed your reservation`,
        paragraphs: [`${name} called you and confirmed it. ${table}`, address],
        link,
      };
    case 'callback_declined':
      return {
        subject: `${name} could not confirm your reservation`,
        paragraphs: [
          `${name} could not take your table for ${people} on ${date} at ${time}.`,
          `Reason: ${notice.reason}`,
        ],
        link,
      };
    case 'reminder':
      return {
        subject: `Reminder: your table at ${name} tomorrow`,
        paragraphs: [`See you soon! ${table}`, address],
        link,
      };
  }
}

function spanish(notice: DinerNotice, facts: BookingFacts): Letter {
  const { date, time } = when(facts, 'es');
  const name = facts.restaurantName;
  const people = facts.partySize === 1 ? '1 persona' : `${facts.partySize} personas`;
  const table = `Mesa para ${people} el ${date} a las ${time}.`;
  const address = `Dirección: ${facts.address}`;
  const link = { label: 'Ver tu reserva', url: facts.link };
  switch (notice.kind) {
    case 'confirmed':
      return { subject: `Tu mesa en ${name} está reservada`, paragraphs: [table, address], link };
    case 'changed':
      return {
        subject: `Tu reserva en ${name} ha cambiado`,
        paragraphs: [`Tu reserva queda así: ${table}`, address],
        link,
      };
    case 'cancelled':
      return notice.by === 'diner'
        ? {
            subject: `Tu reserva en ${name} está cancelada`,
            paragraphs: [`Has cancelado tu mesa para ${people} el ${date} a las ${time}.`],
            link,
          }
        : {
            subject: `${name} ha cancelado tu reserva`,
            paragraphs: [
              `Lo sentimos: ${name} ha cancelado tu mesa para ${people} el ${date} a las ${time}.`,
              ...(notice.reason ? [`Motivo: ${notice.reason}`] : []),
            ],
            link,
          };
    case 'callback_confirmed':
      return {
        subject: `${name} ha confirmado tu reserva`,
        paragraphs: [`${name} te ha llamado y la ha confirmado. ${table}`, address],
        link,
      };
    case 'callback_declined':
      return {
        subject: `${name} no ha podido confirmar tu reserva`,
        paragraphs: [
          `${name} no puede atender tu mesa para ${people} el ${date} a las ${time}.`,
          `Motivo: ${notice.reason}`,
        ],
        link,
      };
    case 'reminder':
      return {
        subject: `Recordatorio: tu mesa en ${name} mañana`,
        paragraphs: [`¡Hasta pronto! ${table}`, address],
        link,
      };
  }
}

export const dinerLetter = (notice: DinerNotice, facts: BookingFacts, language: Language) =>
  language === 'es' ? spanish(notice, facts) : english(notice, facts);

/** Notices after which the diner holds a table: they carry the booking as an .ics file. */
export const carriesCalendar = (notice: DinerNotice) =>
  ['confirmed', 'changed', 'callback_confirmed', 'reminder'].includes(notice.kind);
