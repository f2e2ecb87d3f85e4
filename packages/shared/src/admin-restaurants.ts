/**
 * GET /api/admin/restaurants: the administrators' table of every listing that is not removed,
 * whatever its review state, with its owners and when it last changed. One page at a time: the
 * catalogue can hold tens of thousands.
 */
import { z } from 'zod';
import { listingStatuses } from './restaurant-listing-rules.ts';

export const ADMIN_RESTAURANTS_MAX_PAGE_SIZE = 100;
export const adminRestaurantSorts = ['name', '-name', 'updated', '-updated'] as const;
export type AdminRestaurantSort = (typeof adminRestaurantSorts)[number];

export const adminRestaurantsQuerySchema = z.object({
  /** Part of the name, whatever the case. */
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_RESTAURANTS_MAX_PAGE_SIZE).default(50),
  /** A leading '-' sorts descending: '-updated' is the latest change first. */
  sort: z.enum(adminRestaurantSorts).default('name'),
});
export type AdminRestaurantsQuery = z.input<typeof adminRestaurantsQuerySchema>;

export const adminRestaurantRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  neighborhood: z.string(),
  status: z.enum(listingStatuses),
  /** Every account that manages it, by username. */
  owners: z.array(z.object({ id: z.number().int(), username: z.string() })),
  updated_at: z.string(),
});
export type AdminRestaurantRow = z.infer<typeof adminRestaurantRowSchema>;

export const adminRestaurantTablePageSchema = z.object({
  restaurants: z.array(adminRestaurantRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminRestaurantTablePage = z.infer<typeof adminRestaurantTablePageSchema>;
