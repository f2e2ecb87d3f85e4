/**
 * When the legal pages last changed. A fixed date, not today's: a policy shows when its text
 * changed, so move this date in the same change as the text it dates.
 */
export const LEGAL_LAST_UPDATED = '2026-11-27';

/** '2026-11-23' as the reader's language writes a date: 'November 23, 2026', '23 de noviembre de 2026'. */
export function formatLegalDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
