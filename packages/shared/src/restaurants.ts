/** Restaurant contracts: the full record, the list, and the review it carries. */
import { z } from 'zod';
import { accessibilitySchema } from './restaurant-accessibility-schema.ts';
import { listingStatuses } from './restaurant-listing-rules.ts';
import { RESTAURANT_LIST_MAX_PAGE_SIZE, searchCodes as m } from './search-messages.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

export const reviewSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  restaurant_id: z.number().int(),
  review: z.string(),
  rating: z.number().int().min(1).max(5),
  created_at: z.string(),
  updated_at: z.string(),
  verified_diner: z.boolean(),
  user: z.object({ first_name: z.string(), last_name: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

/** An object of one optional `day` per weekday: the shape of weekly hours, read or written. */
export const weekdayShape = <Day extends z.ZodType>(day: Day) =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day.optional()])) as Record<
    Weekday,
    z.ZodOptional<Day>
  >;

const dayHours = z.array(z.object({ open: z.string(), close: z.string() }));
export const weeklyHoursSchema = z.object(weekdayShape(dayHours));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

export const restaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  preview_img: z.string(),
  image_gallery: z.array(z.string()),
  cuisines: z.string(),
  cost: z.number().int().min(1).max(4),
  neighborhood: z.string(),
  description: z.string(),
  cross_street: z.string(),
  operation_hours: z.string(),
  opening_hours: weeklyHoursSchema,
  time_zone: z.string(),
  /** The largest party one of its online tables or combinations seats (0: none online). */
  largest_party: z.number().int(),
  dining_style: z.string(),
  dress_code: z.string(),
  parking_details: z.string(),
  payment_options: z.string(),
  executive_chef: z.string().nullable(),
  accessibility: accessibilitySchema,
  website: z.string(),
  phone: z.string(),
  address: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  total_num_reservations: z.number().int(),
  average_rating: z.number(),
  review_count: z.number().int(),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/** Who created a listing and where its review stands; shown to its creator and administrators. */
export const listingReviewStateSchema = z.object({
  status: z.enum(listingStatuses),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_by: z
    .object({ id: z.number().int(), username: z.string(), email: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type ListingReviewState = z.infer<typeof listingReviewStateSchema>;

/**
 * GET /api/restaurants/{id}: the record with its reviews, newest first. `listing` is there only
 * for a listing that is not published, and only its creator and administrators can read one.
 */
export const restaurantDetailSchema = restaurantSchema.extend({
  reviews: z.array(reviewSchema),
  listing: listingReviewStateSchema.optional(),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

export const restaurantListQuerySchema = z.object({
  page: z.coerce
    .number({ error: m.pageNumber })
    .int({ error: m.pageWhole })
    .min(1, { error: m.pageMin })
    .default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeNumber })
    .int({ error: m.pageSizeWhole })
    .min(1, { error: m.listPageSizeRange })
    .max(RESTAURANT_LIST_MAX_PAGE_SIZE, { error: m.listPageSizeRange })
    .default(100),
});

/** GET /api/restaurants/: `{ Restaurants }` as the spec has it, paginated for large catalogues. */
export const restaurantListSchema = z.object({
  Restaurants: z.array(restaurantSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RestaurantList = z.infer<typeof restaurantListSchema>;
