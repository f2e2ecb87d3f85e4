import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, zonedDateString, zonedTimeToUtc } from './zoned-time.ts';

const LA = 'America/Los_Angeles';

describe('zonedTimeToUtc', () => {
  it('converts Pacific Standard Time (UTC-8)', () => {
    expect(zonedTimeToUtc('2024-01-15', '19:30', LA).toISOString()).toBe(
      '2024-01-16T03:30:00.000Z',
    );
  });

  it('converts Pacific Daylight Time (UTC-7)', () => {
    expect(zonedTimeToUtc('2024-07-04', '18:00', LA).toISOString()).toBe(
      '2024-07-05T01:00:00.000Z',
    );
  });

  it('handles the days clocks change', () => {
    expect(zonedTimeToUtc('2024-03-10', '19:00', LA).toISOString()).toBe(
      '2024-03-11T02:00:00.000Z',
    );
    expect(zonedTimeToUtc('2024-03-10', '01:30', LA).toISOString()).toBe(
      '2024-03-10T09:30:00.000Z',
    );
    expect(zonedTimeToUtc('2024-11-03', '19:00', LA).toISOString()).toBe(
      '2024-11-04T03:00:00.000Z',
    );
  });

  it('moves a skipped spring time forward and takes the earlier of a repeated autumn time', () => {
    expect(zonedTimeToUtc('2024-03-10', '02:30', LA).toISOString()).toBe(
      '2024-03-10T10:30:00.000Z',
    );
    expect(zonedTimeToUtc('2024-11-03', '01:30', LA).toISOString()).toBe(
      '2024-11-03T08:30:00.000Z',
    );
  });

  it('works for other zones', () => {
    expect(zonedTimeToUtc('2024-06-01', '12:00', 'UTC').toISOString()).toBe(
      '2024-06-01T12:00:00.000Z',
    );
    expect(zonedTimeToUtc('2024-06-01', '12:00', 'Asia/Tokyo').toISOString()).toBe(
      '2024-06-01T03:00:00.000Z',
    );
  });

  it('rejects malformed input', () => {
    expect(() => zonedTimeToUtc('not-a-date', '12:00', LA)).toThrow();
  });
});

describe('calendar helpers', () => {
  it('gives the local date of an instant', () => {
    expect(zonedDateString(new Date('2024-07-05T05:00:00Z'), LA)).toBe('2024-07-04');
  });

  it('adds days across months and knows weekdays', () => {
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(weekdayOf('2024-07-04')).toBe(4);
  });
});
