import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_LOCATION, USER_LOCATION_TTL_MS } from '@tablefor/shared';
import { readStoredLocation, saveLocation, USER_LOCATION_STORAGE_KEY } from './location-storage';

const savedAt = 1_700_000_000_000;
const location = { ...DEFAULT_USER_LOCATION, source: 'ip' as const, timestamp: savedAt };

describe('stored user location', () => {
  it("is kept under 'userLocation' with its source and time", () => {
    saveLocation(location);
    expect(JSON.parse(localStorage.getItem(USER_LOCATION_STORAGE_KEY) ?? '')).toEqual(location);
    expect(readStoredLocation(savedAt + 1000)).toEqual(location);
  });

  it('is valid for 24 hours, then forgotten', () => {
    saveLocation(location);
    expect(readStoredLocation(savedAt + USER_LOCATION_TTL_MS - 1)).toEqual(location);
    expect(readStoredLocation(savedAt + USER_LOCATION_TTL_MS)).toBeNull();
    expect(localStorage.getItem(USER_LOCATION_STORAGE_KEY)).toBeNull();
  });

  it.each(['not json', '{"latitude":1}', '[]'])('ignores a damaged entry %s', (raw) => {
    localStorage.setItem(USER_LOCATION_STORAGE_KEY, raw);
    expect(readStoredLocation()).toBeNull();
  });
});
