/** 'Get current location' above the results, when the app provides a location. */
import { GetCurrentLocationButton, useOptionalUserLocation } from '@/features/location';

export function LocationAction() {
  return useOptionalUserLocation() ? <GetCurrentLocationButton /> : null;
}
