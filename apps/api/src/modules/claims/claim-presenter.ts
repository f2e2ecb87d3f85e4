/** What administrators see of a claim: the form as sent, the listing's name and the claimant. */
import type { ReviewedClaim } from '@tablefor/shared';
import type { claimFiles, claims } from '../../db/schema/index.ts';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimFileRow = Pick<
  typeof claimFiles.$inferSelect,
  'id' | 'claim_id' | 'kind' | 'name' | 'size' | 'content_type'
>;

/** The path administrators read a claim's file at. */
export const claimFileUrl = (claimId: number, fileId: string) =>
  `/api/admin/claims/${claimId}/files/${fileId}`;
type Listing = { id: number; name: string };
type Claimant = { id: number; username: string; email: string };

export function presentClaim(
  row: ClaimRow,
  restaurant: Listing,
  claimant: Claimant,
  files: ClaimFileRow[],
): ReviewedClaim {
  return {
    id: row.id,
    restaurant,
    claimant,
    email: row.email,
    phone: row.phone,
    website: row.website,
    bookingMethod: row.booking_method as ReviewedClaim['bookingMethod'],
    externalBookingUrl: row.external_booking_url,
    painPoints: row.pain_points as ReviewedClaim['painPoints'],
    selectedGoals: row.selected_goals as ReviewedClaim['selectedGoals'],
    files: files.map((file) => ({
      id: file.id,
      kind: file.kind,
      name: file.name,
      size: file.size,
      contentType: file.content_type,
      url: claimFileUrl(row.id, file.id),
    })),
    language: row.language,
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    rejection_reason: row.rejection_reason,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
