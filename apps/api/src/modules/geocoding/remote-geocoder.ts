/**
 * A geocoding service by URL and key that speaks the Google Geocoding API's JSON
 * (`?address=` / `?latlng=`, `{status, results}`), as Google and compatible services do.
 * Nearby places are not a geocoding call, so they come from the fallback geocoder.
 */
import { z } from 'zod';
import { fetchJson, OutsideServiceError } from '@tablefor/server-kit';
import {
  COUNTRY,
  GeocoderUnavailableError,
  type GeocodeResult,
  type Geocoder,
} from './geocoder.ts';

const componentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

const answerSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        place_id: z.string(),
        types: z.array(z.string()).default([]),
        geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
        address_components: z.array(componentSchema).default([]),
      }),
    )
    .default([]),
});

type Answer = z.infer<typeof answerSchema>['results'][number];

function toResult(answer: Answer): GeocodeResult {
  const part = (type: string, form: 'long_name' | 'short_name' = 'long_name') =>
    answer.address_components.find((c) => c.types.includes(type))?.[form] ?? null;
  const country = part('country', 'short_name');
  return {
    latitude: answer.geometry.location.lat,
    longitude: answer.geometry.location.lng,
    formatted_address: answer.formatted_address,
    place_id: answer.place_id,
    type: answer.types[0],
    neighborhood: part('neighborhood') ?? part('sublocality'),
    city: part('locality') ?? part('postal_town'),
    state: part('administrative_area_level_1', 'short_name'),
    postal_code: part('postal_code'),
    country: country === 'US' ? COUNTRY : country,
  };
}

export type RemoteGeocoderOptions = {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
  fallback: Geocoder;
};

export function createRemoteGeocoder({ url, apiKey, timeoutMs, fallback }: RemoteGeocoderOptions) {
  async function ask(params: Record<string, string>): Promise<GeocodeResult | null> {
    const target = new URL(url);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    if (apiKey) target.searchParams.set('key', apiKey);
    let body: unknown;
    try {
      body = await fetchJson(target.toString(), { timeoutMs });
    } catch (error) {
      throw new GeocoderUnavailableError(
        error instanceof OutsideServiceError ? error.message : 'request failed',
      );
    }
    const parsed = answerSchema.safeParse(body);
    if (!parsed.success) throw new GeocoderUnavailableError('unexpected answer');
    const { status, results, error_message } = parsed.data;
    if (status === 'ZERO_RESULTS') return null;
    if (status !== 'OK')
      throw new GeocoderUnavailableError(`${status} ${error_message ?? ''}`.trim());
    return results[0] ? toResult(results[0]) : null;
  }

  const geocoder: Geocoder = {
    geocode: (address, region) => ask({ address, region: region.toLowerCase() }),
    reverseGeocode: (latitude, longitude) => ask({ latlng: `${latitude},${longitude}` }),
    nearbyPlaces: (latitude, longitude, type, radius) =>
      fallback.nearbyPlaces(latitude, longitude, type, radius),
  };
  return geocoder;
}
