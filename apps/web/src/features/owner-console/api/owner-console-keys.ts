/**
 * Query keys of the owner console. They sit under the restaurants root, so an edit of the listing
 * (which invalidates every restaurant view) also refetches the day's book and its conflicts.
 */
import { restaurantKeys } from '@/features/restaurant-detail';

export const ownerConsoleKeys = {
  all: [...restaurantKeys.all, 'owner'] as const,
  restaurants: [...restaurantKeys.all, 'owner', 'list'] as const,
  book: (restaurantId: number, date: string) =>
    [...restaurantKeys.all, 'owner', 'book', restaurantId, date] as const,
  conflicts: (restaurantId: number) =>
    [...restaurantKeys.all, 'owner', 'conflicts', restaurantId] as const,
  timeline: (restaurantId: number, date: string) =>
    [...restaurantKeys.all, 'owner', 'timeline', restaurantId, date] as const,
  floor: (restaurantId: number) => [...restaurantKeys.all, 'owner', 'floor', restaurantId] as const,
  waitlist: (restaurantId: number) =>
    [...restaurantKeys.all, 'owner', 'waitlist', restaurantId] as const,
  waitlistQuote: (restaurantId: number, partySize: number) =>
    [...restaurantKeys.all, 'owner', 'waitlist', restaurantId, 'quote', partySize] as const,
};
