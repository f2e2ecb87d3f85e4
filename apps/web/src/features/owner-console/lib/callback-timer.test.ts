import { describe, expect, it } from 'vitest';
import { callbackTimer, lateness, oldestFirst } from './callback-timer';

const requestedAt = '2026-07-01T18:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('callback timer', () => {
  it('counts down the 15 minutes from the request', () => {
    expect(callbackTimer(requestedAt, at('2026-07-01T18:00:00.000Z'))).toEqual({
      overdue: false,
      seconds: 900,
      clock: '15:00',
    });
    expect(callbackTimer(requestedAt, at('2026-07-01T18:12:55.500Z')).clock).toBe('2:05');
  });

  it('is overdue from the deadline on, counting how late', () => {
    expect(callbackTimer(requestedAt, at('2026-07-01T18:15:00.000Z')).overdue).toBe(true);
    expect(callbackTimer(requestedAt, at('2026-07-01T18:18:07.000Z'))).toEqual({
      overdue: true,
      seconds: 187,
      clock: '3:07',
    });
  });

  it('says how late in minutes, then hours and minutes, then days', () => {
    expect(lateness(20)).toEqual({ unit: 'minutes', count: 1 });
    expect(lateness(56 * 60 + 16)).toEqual({ unit: 'minutes', count: 56 });
    expect(lateness(2 * 3600 + 5 * 60 + 59)).toEqual({ unit: 'hours', hours: 2, minutes: 5 });
    expect(lateness(3 * 86_400 + 7200)).toEqual({ unit: 'days', count: 3 });
  });

  it('orders requests oldest first', () => {
    const requests = [
      { id: 2, requested_at: '2026-07-01T18:05:00.000Z' },
      { id: 1, requested_at: '2026-07-01T17:55:00.000Z' },
    ];
    expect(oldestFirst(requests).map((request) => request.id)).toEqual([1, 2]);
  });
});
