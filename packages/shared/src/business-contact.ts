/**
 * POST /api/business/contact and the administrators' inquiry list: one schema for the landing
 * page's form and the API.
 */
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { languageSchema } from './language-schema.ts';
import {
  CONTACT_PHONE_MAX_DIGITS,
  CONTACT_PHONE_MIN_DIGITS,
  CONTACT_TEXT_MAX_LENGTH,
  INQUIRY_LIST_MAX_PAGE_SIZE,
  INQUIRY_LIST_PAGE_SIZE,
  contactCodes as m,
  contactJobTitles,
  contactLocationCounts,
  contactReasons,
} from './business-contact-rules.ts';

type Code = (typeof m)[keyof typeof m];

const requiredText = (required: Code) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(CONTACT_TEXT_MAX_LENGTH, { error: m.textTooLong });

/** A select: empty or unknown is the field's 'required' message. */
const option = <const T extends readonly [string, ...string[]]>(values: T, required: Code) =>
  z.enum(values, { error: required });

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const contactInquiryInputSchema = z.object({
  firstName: requiredText(m.firstNameRequired),
  lastName: requiredText(m.lastNameRequired),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailInvalid })
    .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: m.emailInvalid })
    .transform((value) => value.toLowerCase()),
  phoneNumber: z
    .string({ error: m.phoneRequired })
    .trim()
    .min(1, { error: m.phoneRequired })
    .max(30, { error: m.phoneInvalid })
    .refine(
      (value) =>
        digitCount(value) >= CONTACT_PHONE_MIN_DIGITS &&
        digitCount(value) <= CONTACT_PHONE_MAX_DIGITS &&
        /^[\d\s()+.-]+$/.test(value),
      { error: m.phoneInvalid },
    ),
  restaurantName: requiredText(m.restaurantNameRequired),
  jobTitle: option(contactJobTitles, m.jobTitleRequired),
  numLocations: option(contactLocationCounts, m.numLocationsRequired),
  contactReason: option(contactReasons, m.contactReasonRequired),
  /** The page's language, so the reply can be written in it. */
  language: languageSchema.optional().default(DEFAULT_LANGUAGE),
});
export type ContactInquiryInput = z.input<typeof contactInquiryInputSchema>;
export type ContactInquiryValues = z.output<typeof contactInquiryInputSchema>;

/** What the API answers to a stored inquiry (201). */
export const contactInquiryReceiptSchema = z.object({
  id: z.number().int(),
  received: z.literal(true),
});

export const contactInquirySchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  restaurantName: z.string(),
  jobTitle: z.enum(contactJobTitles),
  numLocations: z.enum(contactLocationCounts),
  contactReason: z.enum(contactReasons),
  language: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type ContactInquiry = z.infer<typeof contactInquirySchema>;

/** GET /api/business/inquiries (administrators): newest first. */
export const inquiryListQuerySchema = z.object({
  page: z.coerce
    .number({ error: m.pageInvalid })
    .int({ error: m.pageInvalid })
    .min(1, { error: m.pageInvalid })
    .max(100_000, { error: m.pageInvalid })
    .default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeInvalid })
    .int({ error: m.pageSizeInvalid })
    .min(1, { error: m.pageSizeInvalid })
    .max(INQUIRY_LIST_MAX_PAGE_SIZE, { error: m.pageSizeInvalid })
    .default(INQUIRY_LIST_PAGE_SIZE),
  handled: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

export const inquiryPageSchema = z.object({
  inquiries: z.array(contactInquirySchema),
  total: z.number().int(),
  open: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

/** PUT /api/business/inquiries/{id}: mark handled, or open again. */
export const updateInquiryInputSchema = z.object({
  handled: z.boolean({ error: m.handledRequired }),
});
export type UpdateInquiryInput = z.input<typeof updateInquiryInputSchema>;
