/** The check of a restaurant's accessibility: a feature nobody stated is false, an empty note says nothing. */
import { z } from 'zod';
import { ACCESSIBILITY_NOTE_MAX_LENGTH, type Accessibility } from './restaurant-accessibility.ts';
import { restaurantCodes as m } from './restaurant-listing-rules.ts';

const feature = z.boolean().default(false);

export const accessibilitySchema = z.object({
  step_free_entrance: feature,
  accessible_restroom: feature,
  accessible_seating: feature,
  hearing_loop: feature,
  note: z.string().trim().max(ACCESSIBILITY_NOTE_MAX_LENGTH, { error: m.textTooLong }).default(''),
}) satisfies z.ZodType<Accessibility, unknown>;
