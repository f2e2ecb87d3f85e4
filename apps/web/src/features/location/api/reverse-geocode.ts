/** POST /api/geocoding/reverse-geocode: the neighborhood and city at a point. */
import type { Coordinates, GeocodeResult } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export async function reverseGeocode(point: Coordinates): Promise<GeocodeResult> {
  const body = await api.post<{ data: GeocodeResult }>('/api/geocoding/reverse-geocode', point, {
    auth: false,
  });
  return body.data;
}
