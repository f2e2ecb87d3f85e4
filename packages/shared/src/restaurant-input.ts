/**
 * What creating or editing a restaurant sends: the wizard's fields, `operation_hours`
 * as display text, optionally the weekly hours bookings are checked against. One schema serves the
 * admin's edit form, the creation wizard and the API.
 */
import { z } from 'zod';
import { phoneDigits } from './phone.ts';
import {
  LISTING_DESCRIPTION_MAX_LENGTH,
  LISTING_HOURS_TEXT_MAX_LENGTH,
  LISTING_TEXT_MAX_LENGTH,
  LISTING_URL_MAX_LENGTH,
  MAX_COST,
  MIN_COST,
  restaurantCodes as m,
} from './restaurant-listing-rules.ts';
import { MAX_GALLERY_IMAGES } from './gallery-limits.ts';
import { claimCodes } from './claim-rules.ts';
import { weekdayShape } from './restaurants.ts';
import { accessibilitySchema } from './restaurant-accessibility-schema.ts';

type Code = (typeof m)[keyof typeof m];

/** A required text field; its limit and the message naming it travel together. */
const requiredText = (
  required: Code,
  { max, tooLong }: { max: number; tooLong: Code } = {
    max: LISTING_TEXT_MAX_LENGTH,
    tooLong: m.textTooLong,
  },
) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An http(s) address. */
export const httpUrlSchema = z
  .string({ error: m.urlInvalid })
  .trim()
  .max(LISTING_URL_MAX_LENGTH, { error: m.urlInvalid })
  .refine(isHttpUrl, { error: m.urlInvalid });

/** A picture: an http(s) address, or one of the product's own (`/images/…`, `/uploads/…`). */
export const imageUrlSchema = z
  .string({ error: m.imageUrlInvalid })
  .trim()
  .max(LISTING_URL_MAX_LENGTH, { error: m.imageUrlInvalid })
  .refine((value) => isHttpUrl(value) || /^\/(images|uploads)\/[\w./-]+$/.test(value), {
    error: m.imageUrlInvalid,
  })
  .refine((value) => !value.includes('..'), { error: m.imageUrlInvalid });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: m.hoursInvalid });
const dayHours = z.array(z.object({ open: time, close: time }), { error: m.hoursInvalid }).max(4);

/** Weekly hours as bookings read them; a closing at or before the opening runs past midnight. */
export const weeklyHoursInputSchema = z.object(weekdayShape(dayHours), { error: m.hoursInvalid });

const phone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired })
  .refine((value) => value.replace(/\D/g, '').length === 10, { error: m.phoneInvalid })
  .transform((value) => {
    const digits = phoneDigits(value);
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  });

const cost = z.coerce
  .number({ error: m.costRequired })
  .int({ error: m.costRange })
  .min(MIN_COST, { error: m.costRange })
  .max(MAX_COST, { error: m.costRange });

/** The wizard's fields, in its steps' order; `url` is the website it was fetched from, if any. */
export const restaurantInputSchema = z.object({
  url: httpUrlSchema.optional().or(z.literal('').transform(() => undefined)),
  name: requiredText(m.nameRequired),
  description: requiredText(m.descriptionRequired, {
    max: LISTING_DESCRIPTION_MAX_LENGTH,
    tooLong: m.descriptionTooLong,
  }),
  website: z
    .string({ error: m.websiteRequired })
    .trim()
    .min(1, { error: m.websiteRequired })
    .pipe(httpUrlSchema),
  preview_img: z
    .string({ error: m.previewImageRequired })
    .trim()
    .min(1, { error: m.previewImageRequired })
    .pipe(imageUrlSchema),
  neighborhood: requiredText(m.neighborhoodRequired),
  cross_street: requiredText(m.crossStreetRequired),
  cuisines: requiredText(m.cuisinesRequired),
  cost,
  dining_style: requiredText(m.diningStyleRequired),
  dress_code: requiredText(m.dressCodeRequired),
  operation_hours: requiredText(m.operationHoursRequired, {
    max: LISTING_HOURS_TEXT_MAX_LENGTH,
    tooLong: m.operationHoursTooLong,
  }),
  phone,
  executive_chef: z
    .string()
    .trim()
    .max(LISTING_TEXT_MAX_LENGTH, { error: m.textTooLong })
    .optional()
    .transform((value) => value || null),
  parking_details: requiredText(m.parkingDetailsRequired),
  payment_options: requiredText(m.paymentOptionsRequired),
  /** Sent whole: a feature left out is false. */
  accessibility: accessibilitySchema.optional(),
  address: z.string().trim().max(LISTING_TEXT_MAX_LENGTH, { error: m.textTooLong }).optional(),
  /** Where claim codes go (never shown in full); empty clears it. */
  business_email: z
    .string({ error: claimCodes.emailInvalid })
    .trim()
    .max(254, { error: claimCodes.emailInvalid })
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: claimCodes.emailInvalid,
    })
    .transform((value) => value.toLowerCase())
    .optional(),
  opening_hours: weeklyHoursInputSchema.optional(),
  image_gallery: z.array(imageUrlSchema).max(MAX_GALLERY_IMAGES).optional(),
});
export type RestaurantInput = z.input<typeof restaurantInputSchema>;
export type RestaurantValues = z.output<typeof restaurantInputSchema>;

/**
 * PUT /api/restaurants/{id}: the full edit, or any part of it (the spec sends `{preview_img}` alone
 * to change the preview). At least one field.
 */
export const updateRestaurantInputSchema = restaurantInputSchema
  .omit({ url: true })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: m.noChanges,
  });
export type UpdateRestaurantInput = z.input<typeof updateRestaurantInputSchema>;

/** DELETE /api/restaurants/{id}: what the removal did. */
export const removedRestaurantSchema = z.object({
  id: z.number().int(),
  cancelled_reservations: z.number().int(),
});
export type RemovedRestaurant = z.infer<typeof removedRestaurantSchema>;
