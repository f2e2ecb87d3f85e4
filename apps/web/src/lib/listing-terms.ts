/**
 * A listing's dining style, dress code and cuisines in the reader's language: a value from the
 * shared fixed lists is translated by its code (`listing.diningStyles.<code>`); an owner's own
 * words are shown as written.
 */
import { CUISINES, cuisineList, DINING_STYLES, DRESS_CODES, termCode } from '@tablefor/shared';
import type { TFunction } from '@/i18n/translator';

export function diningStyleLabel(t: TFunction, stored: string): string {
  const code = termCode(DINING_STYLES, stored);
  return code ? t(`listing.diningStyles.${code}`) : stored;
}

export function dressCodeLabel(t: TFunction, stored: string): string {
  const code = termCode(DRESS_CODES, stored);
  return code ? t(`listing.dressCodes.${code}`) : stored;
}

export function cuisineLabel(t: TFunction, stored: string): string {
  const code = termCode(CUISINES, stored);
  return code ? t(`listing.cuisines.${code}`) : stored;
}

/** 'Italian, Seafood' → 'Italiana, Pescados y mariscos'. */
export function cuisinesLabel(t: TFunction, stored: string): string {
  return cuisineList(stored)
    .map((cuisine) => cuisineLabel(t, cuisine))
    .join(', ');
}
