/**
 * English error texts laid out for the translator (`errors.reservation.tooFarAhead`), taken from the
 * shared message definitions where they are written once. The forms' own messages (accounts,
 * bookings, reviews, saved lists) and the location banner's are small and ship with the English catalogue; the rest of the
 * catalogue (search, geocoding, server failures) is added by lib/error-text.ts when needed.
 */
import {
  authMessageEntries,
  locationMessageEntries,
  reservationMessageEntries,
  reviewMessageEntries,
  savedRestaurantMessageEntries,
} from '@tablefor/shared';

export type ErrorTexts = Record<string, Record<string, string>>;

export function errorTexts(entries: Record<string, { text: string }>): ErrorTexts {
  const texts: ErrorTexts = {};
  for (const [code, { text }] of Object.entries(entries)) {
    const [domain = '', key = ''] = code.split('.');
    (texts[domain] ??= {})[key] = text;
  }
  return texts;
}

export function formErrorTexts(): ErrorTexts {
  return errorTexts({
    ...authMessageEntries,
    ...locationMessageEntries,
    ...reservationMessageEntries,
    ...reviewMessageEntries,
    ...savedRestaurantMessageEntries,
  });
}
