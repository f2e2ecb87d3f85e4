/**
 * Which restaurants the public sees: published ones. Suggestions, restaurant pages, availability,
 * booking, saved lists and nearby places read through this one condition; search reads
 * `restaurant_search`, which the triggers of migration 0010 fill with the same rows.
 */
import { eq, type SQL } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index.ts';

export const isPublished = (): SQL => eq(restaurants.status, 'published');
