/**
 * The diner's location as search uses it (distances, ' near {city}'). The New York fallback of
 * the location feature is not the diner's position, so it counts as unknown here.
 */
import { useOptionalUserLocation } from '@/features/location';

export type DinerLocation = { latitude: number; longitude: number; city: string | null };

export function useDinerLocation(): { location: DinerLocation | null; loading: boolean } {
  const state = useOptionalUserLocation();
  const known = state?.location && state.location.source !== 'default' ? state.location : null;
  return {
    location: known
      ? { latitude: known.latitude, longitude: known.longitude, city: known.city }
      : null,
    loading: state?.loading ?? false,
  };
}
