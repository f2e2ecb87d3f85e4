/** Restaurant constants and small pure rules: zod-free, so pages load them cheaply. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** The first cuisine of the comma-separated list (what cards show). */
export function firstCuisine(cuisines: string): string {
  return cuisines.split(',')[0]?.trim() ?? '';
}

/** image_gallery may arrive as a JSON string; an unparseable one is an empty list. */
export function parseGallery(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value !== 'string') return [];
  try {
    return parseGallery(JSON.parse(value));
  } catch {
    return [];
  }
}

/** Whether a restaurant has weekly hours to book against; without them it takes no bookings yet. */
export function takesBookings(
  hours: Partial<Record<string, readonly unknown[] | undefined>>,
): boolean {
  return Object.values(hours).some((day) => (day?.length ?? 0) > 0);
}
