/** GET /api/geocoding/ip-location: the API's IP lookup (the outside IP service). */
import type { IpLocationResponse } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { LocationError } from '../location-error';

export type IpPlace = {
  latitude: number;
  longitude: number;
  city: string;
  region: string;
  regionCode: string | undefined;
  country: string;
};

/** Throws 'IP geolocation service unavailable' or 'IP geolocation failed'. */
export async function fetchIpLocation(): Promise<IpPlace> {
  let body: IpLocationResponse;
  try {
    body = await api.get<IpLocationResponse>('/api/geocoding/ip-location', { auth: false });
  } catch {
    throw new LocationError('ipUnavailable');
  }
  if (body.error === true) throw new LocationError('ipFailed');
  return {
    latitude: body.latitude,
    longitude: body.longitude,
    city: body.city,
    region: body.region,
    regionCode: body.region_code,
    country: body.country_name,
  };
}
