/**
 * Query keys of the dashboard's lists. The restaurant grid and the review queue sit under the
 * restaurants root, so any change to a restaurant (an edit, an approval, a review elsewhere)
 * refreshes them with every other view.
 */
import { restaurantKeys } from '@/features/restaurant-detail';

/** One page of a searchable list: the text typed in its search box and the page number. */
export type ListParams = { search: string; page: number };

export const ADMIN_PAGE_SIZE = 12;

/** Which inquiries the Inquiries view lists: open ones (the default), handled ones, or all. */
export type InquiryFilter = 'open' | 'handled' | 'all';
export type InquiryListParams = { filter: InquiryFilter; page: number };

/** Which claims the Claims view lists: pending ones (the default), approved, rejected, or all. */
export type ClaimFilter = 'pending' | 'approved' | 'rejected' | 'all';
export type ClaimListParams = { filter: ClaimFilter; page: number };

export const adminKeys = {
  restaurants: [...restaurantKeys.all, 'admin'] as const,
  restaurantPage: (params: ListParams) => [...restaurantKeys.all, 'admin', params] as const,
  restaurantTablePage: (params: ListParams & { sort: string }) =>
    [...restaurantKeys.all, 'admin', 'table', params] as const,
  users: ['admin', 'users'] as const,
  userPage: (params: ListParams) => ['admin', 'users', params] as const,
  pendingListings: [...restaurantKeys.all, 'pending-listings'] as const,
  pendingListingPage: (page: number) => [...restaurantKeys.all, 'pending-listings', page] as const,
  inquiries: ['admin', 'inquiries'] as const,
  inquiryPage: (params: InquiryListParams) => ['admin', 'inquiries', params] as const,
  claims: ['admin', 'claims'] as const,
  claimPage: (params: ClaimListParams) => ['admin', 'claims', params] as const,
  claimFile: (url: string) => ['admin', 'claim-file', url] as const,
  mailbox: (to: string) => ['admin', 'mailbox', to] as const,
  businessEmail: (restaurantId: number) => ['admin', 'business-email', restaurantId] as const,
};
