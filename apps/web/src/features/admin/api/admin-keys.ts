/**
 * Query keys of the dashboard's lists. The restaurant grid sits under the restaurants root, so any
 * change to a restaurant (an edit here, a review elsewhere) refreshes it with every other view.
 */
import { restaurantKeys } from '@/features/restaurant-detail';

/** One page of a searchable list: the text typed in its search box and the page number. */
export type ListParams = { search: string; page: number };

export const ADMIN_PAGE_SIZE = 12;

export const adminKeys = {
  restaurants: [...restaurantKeys.all, 'admin'] as const,
  restaurantPage: (params: ListParams) => [...restaurantKeys.all, 'admin', params] as const,
  users: ['admin', 'users'] as const,
  userPage: (params: ListParams) => ['admin', 'users', params] as const,
};
