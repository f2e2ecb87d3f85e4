/**
 * Claiming a listing: sending and checking the e-mailed code, the claim itself, its
 * public preview, and the administrators' review. One schema per call for the pages and the API.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { languageSchema } from './language-schema.ts';
import {
  CLAIM_CODE_LENGTH,
  CLAIM_MAX_GOALS,
  CLAIM_MAX_PHOTOS,
  CLAIM_SATISFACTION_RANGE,
  CLAIM_TEXT_ANSWER_MAX_LENGTH,
  bookingMethods,
  claimCodes as m,
  claimGoals,
  claimStatuses,
  claimUploadKinds,
  dailyCallVolumes,
  messageChannels,
  reservationChallenges,
} from './claim-rules.ts';
import { formatPhoneInput } from './phone.ts';
import { EMAIL_PATTERN } from './restaurant-input.ts';

const URL_MAX_LENGTH = 500;

/** An e-mail address, lower-cased: one address is one verification whatever its case. */
export const claimEmailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired })
  .max(254, { error: m.emailInvalid })
  .refine((value) => EMAIL_PATTERN.test(value), { error: m.emailInvalid })
  .transform((value) => value.toLowerCase());

const restaurantId = z.number({ error: 'restaurantId must be a listing id' }).int().positive();
const language = languageSchema.optional().default(DEFAULT_LANGUAGE);

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** POST /api/claim/send-verification-code. `language` is the page's: the e-mail is written in it. */
export const sendClaimCodeInputSchema = z.object({
  email: claimEmailSchema,
  restaurantId,
  language,
});
export type SendClaimCodeInput = z.input<typeof sendClaimCodeInputSchema>;
export type SendClaimCodeValues = z.output<typeof sendClaimCodeInputSchema>;

export const claimCodeSentSchema = z.object({ sent: z.literal(true) });

/** POST /api/claim/verify-code: anything but six digits is incomplete. */
export const verifyClaimCodeInputSchema = z.object({
  email: claimEmailSchema,
  restaurantId,
  code: z
    .string({ error: m.codeIncomplete })
    .trim()
    .regex(new RegExp(`^\\d{${CLAIM_CODE_LENGTH}}$`), { error: m.codeIncomplete }),
});
export type VerifyClaimCodeInput = z.input<typeof verifyClaimCodeInputSchema>;
export type VerifyClaimCodeValues = z.output<typeof verifyClaimCodeInputSchema>;

export const claimCodeVerifiedSchema = z.object({ verified: z.literal(true) });

const painPointsSchema = z.object(
  {
    reservationChallenge: z.enum(reservationChallenges, { error: m.answerRequired }),
    dailyCallVolume: z.enum(dailyCallVolumes, { error: m.answerRequired }),
    // A multi-select may be empty; repeats say nothing more.
    messageChannels: z
      .array(z.enum(messageChannels, { error: m.answerRequired }), { error: m.answerRequired })
      .max(messageChannels.length, { error: m.answerRequired })
      .transform((values) => [...new Set(values)]),
    biggestFrustration: z
      .string({ error: m.textRequired })
      .trim()
      .min(1, { error: m.textRequired })
      .max(CLAIM_TEXT_ANSWER_MAX_LENGTH, { error: m.textTooLong }),
    techSatisfaction: z
      .number({ error: m.satisfactionRange })
      .int({ error: m.satisfactionRange })
      .min(CLAIM_SATISFACTION_RANGE.min, { error: m.satisfactionRange })
      .max(CLAIM_SATISFACTION_RANGE.max, { error: m.satisfactionRange }),
  },
  { error: m.answerRequired },
);

const optionalUrl = z
  .string({ error: m.websiteInvalid })
  .trim()
  .max(URL_MAX_LENGTH, { error: m.websiteInvalid })
  .refine((value) => value === '' || isHttpUrl(value), { error: m.websiteInvalid })
  .optional()
  .default('');

const uploadId = z.uuid({ error: m.uploadUnknown });

/** 201 of POST /api/claim/uploads/{kind}: the stored file, to name in the claim. */
export const claimUploadSchema = z.object({
  id: z.string(),
  kind: z.enum(claimUploadKinds),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type ClaimUpload = z.infer<typeof claimUploadSchema>;

/** POST /api/claim/submit: the spec's body, plus the two boxes the review step requires. */
export const submitClaimInputSchema = z
  .object({
    restaurantId,
    email: claimEmailSchema,
    phone: z
      .string({ error: m.phoneRequired })
      .trim()
      .min(1, { error: m.phoneRequired })
      .max(30, { error: m.phoneInvalid })
      .refine((value) => /^[\d\s()+.-]+$/.test(value) && value.replace(/\D/g, '').length === 10, {
        error: m.phoneInvalid,
      })
      .transform(formatPhoneInput),
    website: optionalUrl,
    bookingMethod: z.enum(bookingMethods, { error: m.bookingMethodRequired }),
    externalBookingUrl: optionalUrl,
    painPoints: painPointsSchema,
    selectedGoals: z
      .array(z.enum(claimGoals, { error: m.goalsRequired }), { error: m.goalsRequired })
      .min(1, { error: m.goalsRequired })
      .max(CLAIM_MAX_GOALS, { error: m.goalsMax })
      .refine((goals) => new Set(goals).size === goals.length, { error: m.goalsRequired }),
    submittedAt: z.iso.datetime({ offset: true, error: 'submittedAt must be an ISO time' }),
    language,
    /** Ids from POST /api/claim/uploads/{kind}, made by the same account and not yet used. */
    menuUploadId: uploadId.nullable().optional().default(null),
    photoUploadIds: z
      .array(uploadId, { error: m.uploadUnknown })
      .max(CLAIM_MAX_PHOTOS, { error: m.tooManyPhotos })
      .optional()
      .default([]),
    agreesToTerms: z.literal(true, { error: m.termsRequired }),
    authorized: z.literal(true, { error: m.authorizationRequired }),
  })
  .refine((claim) => claim.bookingMethod !== 'external' || claim.externalBookingUrl !== '', {
    path: ['externalBookingUrl'],
    error: m.externalUrlRequired,
  });
export type SubmitClaimInput = z.input<typeof submitClaimInputSchema>;
export type SubmitClaimValues = z.output<typeof submitClaimInputSchema>;

export const claimReceiptSchema = z.object({
  id: z.number().int(),
  status: z.enum(claimStatuses),
});

/** GET /api/claim/restaurants/{id}: what the verification step shows; the e-mail only masked. */
export const claimPreviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  cuisine: z.string(),
  image_url: z.string(),
  masked_email: z.string().nullable(),
  has_business_email: z.boolean(),
});
export type ClaimPreview = z.infer<typeof claimPreviewSchema>;
