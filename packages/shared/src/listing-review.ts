/** Listing review contracts: the pending queue, approval and rejection (administrators). */
import { z } from 'zod';
import {
  LISTING_REVIEW_PAGE_SIZE,
  REJECTION_REASON_MAX_LENGTH,
  listingReviewCodes as m,
} from './listing-review-rules.ts';
import { listingReviewStateSchema, restaurantSchema } from './restaurants.ts';

export const pendingListingSchema = restaurantSchema.extend({ listing: listingReviewStateSchema });
export type PendingListing = z.infer<typeof pendingListingSchema>;

/** GET /api/admin/listings?page&pageSize: listings waiting for review, oldest first. */
export const pendingListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LISTING_REVIEW_PAGE_SIZE),
});
export const pendingListingPageSchema = z.object({
  listings: z.array(pendingListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PendingListingPage = z.infer<typeof pendingListingPageSchema>;

/** POST /api/restaurants/{id}/reject. */
export const rejectListingInputSchema = z.object({
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, { error: m.reasonRequired })
    .max(REJECTION_REASON_MAX_LENGTH, { error: m.reasonTooLong }),
});
export type RejectListingInput = z.input<typeof rejectListingInputSchema>;
