/**
 * Which restaurants the public sees: published ones. Search, suggestions, restaurant pages,
 * availability, booking, saved lists and nearby places all read through this one condition.
 */
import { eq, type SQL } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index.ts';

export const isPublished = (): SQL => eq(restaurants.status, 'published');
