import { localeOf, type Language } from '@tablefor/shared';

/** A moment as the dashboard shows it, in the reader's time zone and language: 'Mar 4, 2025, 7:00 PM'. */
export function dateTimeLabel(iso: string, language: Language): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(instant);
}
