import { describe, expect, it } from 'vitest';
import { GEOCODE_CACHE_TTL_MS } from '@tablefor/shared';
import { cachedGeocoder } from './cached-geocoder.ts';
import { GeocoderUnavailableError, type Geocoder } from './geocoder.ts';

function countingGeocoder(fail = false) {
  const asked: string[] = [];
  const geocoder: Geocoder = {
    geocode: async (address) => {
      asked.push(address);
      if (fail) throw new GeocoderUnavailableError('down');
      return address === 'unknown'
        ? null
        : { latitude: 1, longitude: 2, formatted_address: address, place_id: 'p' };
    },
    reverseGeocode: async () => null,
    nearbyPlaces: async () => [],
  };
  return { geocoder, asked };
}

describe('cachedGeocoder', () => {
  it('keeps answers, unknown ones too, for 5 minutes', async () => {
    let now = 0;
    const { geocoder, asked } = countingGeocoder();
    const cached = cachedGeocoder(geocoder, () => now);
    await cached.geocode('Koreatown', 'US');
    await cached.geocode('unknown', 'US');
    now = GEOCODE_CACHE_TTL_MS - 1;
    expect(await cached.geocode('koreatown', 'US')).toMatchObject({ latitude: 1 });
    expect(await cached.geocode('unknown', 'US')).toBeNull();
    expect(asked).toEqual(['Koreatown', 'unknown']);
    now = GEOCODE_CACHE_TTL_MS;
    await cached.geocode('Koreatown', 'US');
    expect(asked).toEqual(['Koreatown', 'unknown', 'Koreatown']);
  });

  it('does not keep failures', async () => {
    const { geocoder, asked } = countingGeocoder(true);
    const cached = cachedGeocoder(geocoder);
    await expect(cached.geocode('Venice', 'US')).rejects.toThrow(GeocoderUnavailableError);
    await expect(cached.geocode('Venice', 'US')).rejects.toThrow(GeocoderUnavailableError);
    expect(asked).toHaveLength(2);
  });
});
