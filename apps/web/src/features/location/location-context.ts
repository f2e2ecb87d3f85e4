/** The user's location as the app knows it, shared by the top bar, the banner and search. */
import { createContext, useContext } from 'react';
import type { UserLocation } from '@tablefor/shared';
import type { LocationError } from './location-error';

export type UserLocationState = {
  /** null until detected (or restored from the last 24 hours). */
  location: UserLocation | null;
  loading: boolean;
  /** Why the device position was not used in the last detection. */
  error: LocationError | null;
  /** Runs detection (device, then IP, then default); always resolves with a location. */
  requestLocation: () => Promise<UserLocation>;
};

export const LocationContext = createContext<UserLocationState | null>(null);

export function useUserLocation(): UserLocationState {
  const state = useContext(LocationContext);
  if (!state) throw new Error('useUserLocation must be used inside <LocationProvider>');
  return state;
}

/** For parts of the page that may render without the provider (tests of other features). */
export function useOptionalUserLocation(): UserLocationState | null {
  return useContext(LocationContext);
}
