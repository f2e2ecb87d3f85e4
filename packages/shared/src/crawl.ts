/**
 * POST /api/crawl {url, instruction}: what a restaurant's website says about it, shaped as the
 * wizard's fields. A field the site does not state is empty ('' or null): nothing is guessed.
 */
import { z } from 'zod';
import { CRAWL_INSTRUCTION_MAX_LENGTH, crawlCodes as m, crawlFieldSources } from './crawl-rules.ts';
import { accessibilitySchema } from './restaurant-accessibility-schema.ts';
import { weeklyHoursSchema } from './restaurants.ts';

export const crawlInputSchema = z.object({
  url: z
    .string({ error: m.urlRequired })
    .trim()
    .min(1, { error: m.urlRequired })
    .max(2048, { error: m.urlInvalid })
    .refine(
      (value) => {
        try {
          const { protocol, username, password } = new URL(value);
          // Credentials in the address would be sent on to the site: not ours to pass along.
          const anonymous = !username && !password;
          return anonymous && (protocol === 'http:' || protocol === 'https:');
        } catch {
          return false;
        }
      },
      { error: m.urlInvalid },
    ),
  instruction: z
    .string()
    .trim()
    .max(CRAWL_INSTRUCTION_MAX_LENGTH, { error: m.instructionTooLong })
    .optional()
    .default(''),
});
export type CrawlInput = z.input<typeof crawlInputSchema>;

/** The spec's result fields, plus what bookings and distance search can use when a site states it. */
export const crawlResultSchema = z.object({
  name: z.string(),
  neighborhood: z.string(),
  cuisines: z.string(),
  /** 1-4 from a stated price range ('$$'), otherwise null. */
  cost: z.number().int().min(1).max(4).nullable(),
  operation_hours: z.string(),
  dining_style: z.string(),
  dress_code: z.string(),
  parking_details: z.string(),
  payment_options: z.string(),
  cross_street: z.string(),
  phone: z.string(),
  executive_chef: z.string(),
  description: z.string(),
  website: z.string(),
  preview_img: z.string(),
  /** Street address as published (PostalAddress or equal), '' when not stated. */
  address: z.string(),
  /** Structured weekly hours from openingHoursSpecification or openingHours; {} when not stated. */
  opening_hours: weeklyHoursSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  image_gallery: z.array(z.string()),
  menu_url: z.string(),
  accepts_reservations: z.boolean().nullable(),
  /** From schema.org amenityFeature; null when the page states none of its features. */
  accessibility: accessibilitySchema.nullable(),
  /** The address the page was finally read from (after redirects). */
  source_url: z.string(),
  /**
   * The site builds its page in the browser (its body shows no text without scripts): only what
   * its <head> states (title, tags, structured data) could be read.
   */
  client_rendered: z.boolean(),
  /** Where each stated field was read, by field name. */
  field_sources: z.record(z.string(), z.enum(crawlFieldSources)),
});
export type CrawlResult = z.infer<typeof crawlResultSchema>;

/** A result in which nothing is stated. */
export function emptyCrawlResult(): CrawlResult {
  return {
    name: '',
    neighborhood: '',
    cuisines: '',
    cost: null,
    operation_hours: '',
    dining_style: '',
    dress_code: '',
    parking_details: '',
    payment_options: '',
    cross_street: '',
    phone: '',
    executive_chef: '',
    description: '',
    website: '',
    preview_img: '',
    address: '',
    opening_hours: {},
    latitude: null,
    longitude: null,
    image_gallery: [],
    menu_url: '',
    accepts_reservations: null,
    accessibility: null,
    source_url: '',
    client_rendered: false,
    field_sources: {},
  };
}

export const crawlResponseSchema = z.object({ result: crawlResultSchema });
export type CrawlResponse = z.infer<typeof crawlResponseSchema>;
