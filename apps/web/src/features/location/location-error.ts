/** A failed device or IP lookup: the spec's message, and a code the UI translates. */
import { locationErrorMessages } from '@tablefor/shared';

export type LocationErrorCode = keyof typeof locationErrorMessages;

export class LocationError extends Error {
  readonly code: LocationErrorCode;

  constructor(code: LocationErrorCode) {
    super(locationErrorMessages[code]);
    this.name = 'LocationError';
    this.code = code;
  }
}
