/** Step 2's rules, field by field, read from the claim's own schema. */
import {
  claimCodes,
  isMessageCode,
  submitClaimInputSchema,
  type MessageCode,
} from '@tablefor/shared';
import type { ClaimValues } from '../hooks/use-claim-flow';

export type EssentialsField =
  'phone' | 'email' | 'website' | 'bookingMethod' | 'externalBookingUrl';

const fields = submitClaimInputSchema.shape;

/** The first message a field's schema gives for `value`, if any. */
function problemOf(field: EssentialsField, value: unknown): MessageCode | undefined {
  const parsed = fields[field].safeParse(value);
  if (parsed.success) return undefined;
  const message = parsed.error.issues[0]?.message ?? '';
  return isMessageCode(message) ? message : claimCodes.submitFailed;
}

export function essentialsProblems(
  values: ClaimValues,
): Partial<Record<EssentialsField, MessageCode>> {
  const external = values.bookingMethod === 'external';
  const found: Partial<Record<EssentialsField, MessageCode | undefined>> = {
    phone: problemOf('phone', values.phone),
    email: problemOf('email', values.email),
    website: problemOf('website', values.website),
    bookingMethod: problemOf('bookingMethod', values.bookingMethod ?? undefined),
    externalBookingUrl: !external
      ? undefined
      : // The schema's refinement over the whole claim: an external system needs its URL.
        values.externalBookingUrl.trim() === ''
        ? claimCodes.externalUrlRequired
        : problemOf('externalBookingUrl', values.externalBookingUrl),
  };
  return Object.fromEntries(Object.entries(found).filter(([, code]) => code !== undefined));
}
