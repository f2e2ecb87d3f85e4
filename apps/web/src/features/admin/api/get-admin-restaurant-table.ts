/**
 * GET /api/admin/restaurants: one page of every listing that is not removed, whatever its review
 * state, with its owners and last change, for the dashboard's compact table.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminRestaurantTablePageSchema,
  type AdminRestaurantSort,
  type AdminRestaurantTablePage,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { adminKeys, type ListParams } from './admin-keys';

/** A table row is one line: many more fit on a page than cards. */
export const ADMIN_TABLE_PAGE_SIZE = 50;

export type RestaurantTableParams = ListParams & { sort: AdminRestaurantSort };

export function getAdminRestaurantTable(
  { search, page, sort }: RestaurantTableParams,
  signal?: AbortSignal,
): Promise<AdminRestaurantTablePage> {
  const query = new URLSearchParams({
    page: String(page),
    pageSize: String(ADMIN_TABLE_PAGE_SIZE),
    sort,
  });
  if (search) query.set('q', search);
  return api.get(`/api/admin/restaurants?${query.toString()}`, {
    schema: adminRestaurantTablePageSchema,
    signal,
  });
}

export const getAdminRestaurantTableQueryOptions = (params: RestaurantTableParams) =>
  queryOptions({
    queryKey: adminKeys.restaurantTablePage(params),
    queryFn: ({ signal }) => getAdminRestaurantTable(params, signal),
  });

/** The previous page stays on screen while the next one (or another order) loads. */
export function useAdminRestaurantTable(params: RestaurantTableParams) {
  return useQuery({
    ...getAdminRestaurantTableQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
