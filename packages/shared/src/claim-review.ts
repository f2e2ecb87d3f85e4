/** The administrators' review of claims: the list (pending first), approval, rejection. */
import { z } from 'zod';
import {
  CLAIM_REJECTION_REASON_MAX_LENGTH,
  bookingMethods,
  claimCodes as m,
  claimGoals,
  claimStatuses,
  claimUploadKinds,
  dailyCallVolumes,
  messageChannels,
  reservationChallenges,
} from './claim-rules.ts';

export const CLAIM_LIST_PAGE_SIZE = 20;

/** GET /api/admin/claims?status&page&pageSize. */
export const claimListQuerySchema = z.object({
  status: z.enum(claimStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CLAIM_LIST_PAGE_SIZE),
});
export type ClaimListQuery = z.input<typeof claimListQuerySchema>;

export const reviewedClaimSchema = z.object({
  id: z.number().int(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  claimant: z.object({ id: z.number().int(), username: z.string(), email: z.string() }),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  bookingMethod: z.enum(bookingMethods),
  externalBookingUrl: z.string(),
  painPoints: z.object({
    reservationChallenge: z.enum(reservationChallenges),
    dailyCallVolume: z.enum(dailyCallVolumes),
    messageChannels: z.array(z.enum(messageChannels)),
    biggestFrustration: z.string(),
    techSatisfaction: z.number().int(),
  }),
  selectedGoals: z.array(z.enum(claimGoals)),
  /** The claim's uploads; `url` answers their bytes to administrators (bearer token). */
  files: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(claimUploadKinds),
      name: z.string(),
      size: z.number().int(),
      contentType: z.string(),
      url: z.string(),
    }),
  ),
  language: z.string(),
  submittedAt: z.string(),
  status: z.enum(claimStatuses),
  rejection_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReviewedClaim = z.infer<typeof reviewedClaimSchema>;

export const claimPageSchema = z.object({
  claims: z.array(reviewedClaimSchema),
  total: z.number().int(),
  pending: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClaimPage = z.infer<typeof claimPageSchema>;

/** POST /api/admin/claims/{id}/reject: the claimant reads the reason in the e-mail. */
export const rejectClaimInputSchema = z.object({
  reason: z
    .string({ error: m.rejectionReasonRequired })
    .trim()
    .min(1, { error: m.rejectionReasonRequired })
    .max(CLAIM_REJECTION_REASON_MAX_LENGTH, { error: m.rejectionReasonTooLong }),
});
export type RejectClaimInput = z.input<typeof rejectClaimInputSchema>;

/** GET /api/admin/restaurants/{id}/business-email: where the listing's claim codes are sent. */
export const businessEmailSchema = z.object({ business_email: z.string() });
