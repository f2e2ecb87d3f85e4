/** Puts the 5-minute cache in front of any geocoder; unknown answers are cached, failures are not. */
import { GEOCODE_CACHE_TTL_MS } from '@tablefor/shared';
import type { GeocodeResult, Geocoder, Place } from './geocoder.ts';
import { normalizeText } from './address-text.ts';
import { createTtlCache } from './ttl-cache.ts';

const MAX_CACHE_ENTRIES = 5000;

export function cachedGeocoder(inner: Geocoder, now?: () => number): Geocoder {
  const answers = createTtlCache<GeocodeResult | null>({
    ttlMs: GEOCODE_CACHE_TTL_MS,
    maxEntries: MAX_CACHE_ENTRIES,
    now,
  });
  const places = createTtlCache<Place[]>({ ttlMs: GEOCODE_CACHE_TTL_MS, maxEntries: 500, now });

  async function remember<V>(
    cache: { get(key: string): { value: V } | undefined; set(key: string, value: V): void },
    key: string,
    ask: () => Promise<V>,
  ): Promise<V> {
    const hit = cache.get(key);
    if (hit) return hit.value;
    const value = await ask();
    cache.set(key, value);
    return value;
  }

  // About 1 m of precision is plenty for a cache key of coordinates.
  const at = (latitude: number, longitude: number) =>
    `${latitude.toFixed(5)},${longitude.toFixed(5)}`;

  return {
    geocode: (address, region) =>
      remember(answers, `geocode:${region}:${normalizeText(address)}`, () =>
        inner.geocode(address, region),
      ),
    reverseGeocode: (latitude, longitude) =>
      remember(answers, `reverse:${at(latitude, longitude)}`, () =>
        inner.reverseGeocode(latitude, longitude),
      ),
    nearbyPlaces: (latitude, longitude, type, radius) =>
      remember(places, `nearby:${type}:${radius}:${at(latitude, longitude)}`, () =>
        inner.nearbyPlaces(latitude, longitude, type, radius),
      ),
  };
}
