/** Saved-restaurant contracts: a diner's list and the answer to saving or unsaving one. */
import { z } from 'zod';
import { searchResultSchema, timeSlotSchema } from './search.ts';

/**
 * What a restaurant card shows (the card takes a slice of a search result), plus its rating and,
 * in the saved list, the real availability of its quick-book times today (restaurant's date) for
 * two. Optional: a summary added to the list before the refetch has none yet.
 */
export const savedRestaurantSummarySchema = searchResultSchema
  .pick({
    id: true,
    name: true,
    preview_img: true,
    cuisines: true,
    cost: true,
    neighborhood: true,
    average_rating: true,
    review_count: true,
  })
  .extend({ quick_book: z.array(timeSlotSchema).optional() });
export type SavedRestaurantSummary = z.infer<typeof savedRestaurantSummarySchema>;

export const savedRestaurantSchema = z.object({
  user_id: z.number().int(),
  restaurant_id: z.number().int(),
  created_at: z.string(),
  restaurant: savedRestaurantSummarySchema,
});
export type SavedRestaurant = z.infer<typeof savedRestaurantSchema>;

/** GET /api/users/{id}/saved-restaurants, newest first. */
export const savedRestaurantListSchema = z.object({
  SavedRestaurants: z.array(savedRestaurantSchema),
});
export type SavedRestaurantList = z.infer<typeof savedRestaurantListSchema>;

/** POST / DELETE /api/users/{id}/saved-restaurants/{restaurantId}. */
export const savedRestaurantChangeSchema = z.object({
  user_id: z.number().int(),
  restaurant_id: z.number().int(),
  saved: z.boolean(),
});
export type SavedRestaurantChange = z.infer<typeof savedRestaurantChangeSchema>;
