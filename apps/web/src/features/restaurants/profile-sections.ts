/** The profile's sections and which of them each layout shows as tabs. */
import type { ProfileLayout } from './hooks/use-profile-layout';

export type SectionId =
  'overview' | 'book' | 'experiences' | 'popular-dishes' | 'photos' | 'menu' | 'reviews';

export const TAB_SETS: Record<ProfileLayout, readonly SectionId[]> = {
  desktop: ['overview', 'experiences', 'popular-dishes', 'photos', 'menu', 'reviews'],
  tablet: ['overview', 'experiences', 'popular-dishes', 'photos', 'reviews'],
  mobile: ['overview', 'book', 'photos', 'menu', 'reviews'],
};

/** The booking form's element id: the 'Book' section on mobile, the side card otherwise. */
export const BOOKING_FORM_ID = 'booking-form';

export function isSectionId(value: string, layout: ProfileLayout): value is SectionId {
  return (TAB_SETS[layout] as readonly string[]).includes(value);
}
