/**
 * The English texts of every error code, taken from the shared message catalogue (written once
 * there) and laid out for i18next: `errors.reservation.tooFarAhead`.
 */
import { messageCatalog } from '@tablefor/shared';

export type ErrorTexts = Record<string, Record<string, string>>;

export function errorTexts(catalog: Record<string, { text: string }> = messageCatalog): ErrorTexts {
  const texts: ErrorTexts = {};
  for (const [code, { text }] of Object.entries(catalog)) {
    const [domain = '', key = ''] = code.split('.');
    (texts[domain] ??= {})[key] = text;
  }
  return texts;
}
