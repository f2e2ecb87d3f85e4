/** The detected location in localStorage ('userLocation'), valid for 24 hours. */
import { LOCATION_SOURCES, USER_LOCATION_TTL_MS, type UserLocation } from '@tablefor/shared';

export const USER_LOCATION_STORAGE_KEY = 'userLocation';

export function readStoredLocation(now = Date.now()): UserLocation | null {
  try {
    const raw = localStorage.getItem(USER_LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (isUserLocation(stored) && now - stored.timestamp < USER_LOCATION_TTL_MS) return stored;
    localStorage.removeItem(USER_LOCATION_STORAGE_KEY);
  } catch {
    // Unreadable or unavailable storage: detect again.
  }
  return null;
}

export function saveLocation(location: UserLocation): void {
  try {
    localStorage.setItem(USER_LOCATION_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Private mode or full storage: the location lasts for this visit only.
  }
}

/** A light check of what storage holds (zod stays out of the first load). */
function isUserLocation(value: unknown): value is UserLocation {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const inRange = (n: unknown, limit: number) =>
    typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit;
  return (
    inRange(v.latitude, 90) &&
    inRange(v.longitude, 180) &&
    typeof v.address === 'string' &&
    typeof v.timestamp === 'number' &&
    (LOCATION_SOURCES as readonly unknown[]).includes(v.source)
  );
}
