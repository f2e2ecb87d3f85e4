/**
 * The callback request's clock: the restaurant promised to call within CALLBACK_RESPONSE_MINUTES
 * of the request, so the timer counts down from requested_at and then counts how late it is.
 */
import { CALLBACK_RESPONSE_MINUTES } from '@tablefor/shared';

export type CallbackTimer = {
  overdue: boolean;
  /** Whole seconds left (or, once overdue, seconds past the deadline). */
  seconds: number;
  /** 'm:ss' of those seconds. */
  clock: string;
};

/** How late a call is, in the largest units that read naturally: minutes, hours, then days. */
export type Lateness =
  | { unit: 'minutes'; count: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'days'; count: number };

export function lateness(secondsLate: number): Lateness {
  const minutes = Math.floor(secondsLate / 60);
  if (minutes < 60) return { unit: 'minutes', count: Math.max(1, minutes) };
  if (minutes < 24 * 60)
    return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
}

export function callbackDeadline(requestedAt: string): number {
  return Date.parse(requestedAt) + CALLBACK_RESPONSE_MINUTES * 60_000;
}

export function callbackTimer(requestedAt: string, now: number): CallbackTimer {
  const left = Math.ceil((callbackDeadline(requestedAt) - now) / 1000);
  const overdue = !(left > 0);
  const seconds = Number.isNaN(left) ? 0 : Math.abs(left);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return { overdue, seconds, clock };
}

/** Oldest request first: the API sends them so, and the console keeps that order regardless. */
export function oldestFirst<T extends { requested_at: string }>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => Date.parse(a.requested_at) - Date.parse(b.requested_at));
}
