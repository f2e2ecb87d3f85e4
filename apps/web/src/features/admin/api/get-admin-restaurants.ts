/**
 * GET /api/restaurants/search sorted by name: one page of the catalogue for the admin grid. The
 * catalogue can hold 50,000 restaurants, so the grid never asks for more than a page.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type ListParams } from './admin-keys';

/** Only what a card shows; the search answer carries much more. */
const adminRestaurantPageSchema = z.object({
  restaurants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      preview_img: z.string(),
      cuisines: z.string(),
      cost: z.number().int(),
      neighborhood: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRestaurantPage = z.infer<typeof adminRestaurantPageSchema>;
export type AdminRestaurantSummary = AdminRestaurantPage['restaurants'][number];

export function adminRestaurantsSearchParams({ search, page }: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('searchInput', search);
  params.set('page', String(page));
  params.set('pageSize', String(ADMIN_PAGE_SIZE));
  params.set('sort', 'name');
  return params;
}

export function getAdminRestaurants(
  params: ListParams,
  signal?: AbortSignal,
): Promise<AdminRestaurantPage> {
  return api.get(`/api/restaurants/search?${adminRestaurantsSearchParams(params).toString()}`, {
    schema: adminRestaurantPageSchema,
    signal,
  });
}

export const getAdminRestaurantsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.restaurantPage(params),
    queryFn: ({ signal }) => getAdminRestaurants(params, signal),
  });

/** The previous page stays on screen while the next one loads. */
export function useAdminRestaurants(params: ListParams) {
  return useQuery({
    ...getAdminRestaurantsQueryOptions(params),
    placeholderData: keepPreviousData,
  });
}
