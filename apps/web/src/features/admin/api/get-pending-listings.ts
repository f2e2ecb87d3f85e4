/**
 * GET /api/admin/listings: one page of the listings waiting for review, oldest first. Page 1 also
 * gives the dashboard its 'Listings to review' badge, so the badge and the view share one request.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pendingListingPageSchema, type PendingListingPage } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './admin-keys';

export function getPendingListings(
  page: number,
  signal?: AbortSignal,
): Promise<PendingListingPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  return api.get(`/api/admin/listings?${params.toString()}`, {
    schema: pendingListingPageSchema,
    signal,
  });
}

export const getPendingListingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.pendingListingPage(page),
    queryFn: ({ signal }) => getPendingListings(page, signal),
  });

export function usePendingListings(page: number) {
  return useQuery({ ...getPendingListingsQueryOptions(page), placeholderData: keepPreviousData });
}

/** How many listings wait for review (undefined until known). */
export function usePendingListingCount(): number | undefined {
  return useQuery({ ...getPendingListingsQueryOptions(1), select: (data) => data.total }).data;
}
