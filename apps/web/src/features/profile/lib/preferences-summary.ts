/**
 * The preferences a restaurant reads, in one line: 'Vegetarian, nut allergy; "No coriander";
 * prefers a booth'. Empty when there is nothing to tell.
 */
import type { GuestPreferences } from '@tablefor/shared';
import type { TFunction } from '@/i18n/translator';

type Told = NonNullable<GuestPreferences>;

export function preferencesSummary(t: TFunction, preferences: Told): string {
  const parts: string[] = [];
  if (preferences.dietary.length > 0) {
    parts.push(preferences.dietary.map((need) => t(`profile.dietary.${need}`)).join(', '));
  }
  if (preferences.dietary_note) parts.push(`“${preferences.dietary_note}”`);
  if (preferences.seating !== 'no_preference') {
    parts.push(t(`profile.seatingPhrase.${preferences.seating}`));
  }
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Whether the diner set anything a restaurant would read. */
export const tellsSomething = (preferences: Told): boolean =>
  preferences.dietary.length > 0 ||
  preferences.dietary_note !== '' ||
  preferences.seating !== 'no_preference';

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
