/**
 * Holds the user's location: restored from storage once the page is showing (the server knows no
 * one's location, so the first render has none, on the server and in the browser alike), detected
 * on request (or silently if allowed).
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { UserLocation } from '@tablefor/shared';
import { detectLocation } from './detect-location';
import { LocationContext, type UserLocationState } from './location-context';
import type { LocationError } from './location-error';
import { readStoredLocation, saveLocation } from './location-storage';

type Props = {
  children: ReactNode;
  /** Injected by tests; the browser's geolocation otherwise. */
  geolocation?: Geolocation;
};

/** True when the visitor already granted geolocation, so asking shows no prompt. */
async function geolocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'geolocation' });
    return status?.state === 'granted';
  } catch {
    return false;
  }
}

export function LocationProvider({ children, geolocation }: Props) {
  const [location, setLocation] = useState<UserLocation | null>(null);
  const [restored, setRestored] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<LocationError | null>(null);
  const pending = useRef<Promise<UserLocation> | null>(null);

  const requestLocation = useCallback(() => {
    if (!pending.current) {
      setLoading(true);
      pending.current = detectLocation({ geolocation })
        .then((detection) => {
          saveLocation(detection.location);
          setLocation(detection.location);
          setError(detection.error);
          return detection.location;
        })
        .finally(() => {
          pending.current = null;
          setLoading(false);
        });
    }
    return pending.current;
  }, [geolocation]);

  useEffect(() => {
    const stored = readStoredLocation();
    // A transition, like the session's restoring: the page may still be hydrating.
    startTransition(() => {
      if (stored) setLocation(stored);
      setRestored(true);
    });
  }, []);

  const known = location !== null;
  useEffect(() => {
    if (!restored || known) return;
    let active = true;
    void geolocationGranted().then((granted) => {
      if (active && granted) void requestLocation();
    });
    return () => {
      active = false;
    };
  }, [restored, known, requestLocation]);

  const state = useMemo<UserLocationState>(
    () => ({ location, loading, error, requestLocation }),
    [location, loading, error, requestLocation],
  );
  return <LocationContext.Provider value={state}>{children}</LocationContext.Provider>;
}
