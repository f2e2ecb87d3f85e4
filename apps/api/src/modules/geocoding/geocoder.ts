/** The one interface every geocoder answers: the built-in gazetteer, a remote service, the cache. */
import type { GeocodeResult, Place } from '@tablefor/shared';

export type { GeocodeResult, Place };

export interface Geocoder {
  /** null when the address is not known; throws GeocoderUnavailableError when it cannot answer. */
  geocode(address: string, region: string): Promise<GeocodeResult | null>;
  reverseGeocode(latitude: number, longitude: number): Promise<GeocodeResult | null>;
  nearbyPlaces(
    latitude: number,
    longitude: number,
    type: string,
    radiusMeters: number,
  ): Promise<Place[]>;
}

/** The geocoder could not be asked (timeout, refusal, bad answer); not the same as "unknown". */
export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`geocoder unavailable: ${reason}`);
    this.name = 'GeocoderUnavailableError';
  }
}

export const COUNTRY = 'USA';
