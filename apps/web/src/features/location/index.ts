// Public surface of the location feature: the provider, the hook and the two pieces of UI.
export { LocationProvider } from './location-provider';
export {
  useUserLocation,
  useOptionalUserLocation,
  type UserLocationState,
} from './location-context';
export { LocationError, type LocationErrorCode } from './location-error';
export { LocationBanner } from './components/location-banner';
export { GetCurrentLocationButton } from './components/get-current-location-button';
export { USER_LOCATION_STORAGE_KEY, readStoredLocation } from './location-storage';
