import { describe, expect, it } from 'vitest';
import { onTimeline, timeline } from '../test/host-stand-fixtures';
import { coversByInterval, freeTablesNow, lateArrivals, nextArrivals } from './timeline-summary';

const NOW = 19 * 60 + 20;

const day = timeline({
  reservations: [
    onTimeline(1, { time: '19:00', party_size: 4, tables: [4], status: 'seated' }),
    onTimeline(2, { time: '19:00', party_size: 2, tables: [1] }),
    onTimeline(3, { time: '19:05', party_size: 3, tables: [2], status: 'pending_callback' }),
    onTimeline(4, { time: '19:15', party_size: 2, tables: [5], status: 'no_show' }),
    onTimeline(5, { time: '19:30', party_size: 2, tables: [3] }),
    onTimeline(6, { time: '20:00', party_size: 5, tables: [2, 3] }),
  ],
});

describe('the host stand summary', () => {
  it('counts covers booked, seated and expected per 15 minutes from the interval before now', () => {
    expect(coversByInterval(day, NOW, 3)).toEqual([
      { start: 1140, booked: 9, seated: 4, expected: 5 },
      { start: 1155, booked: 0, seated: 0, expected: 0 },
      { start: 1170, booked: 2, seated: 0, expected: 2 },
    ]);
  });

  it('counts the tables nobody holds now', () => {
    // 1, 2 and 12 are held; T1 was a no-show; 3 is booked from 19:30 only.
    expect(freeTablesNow(day, NOW)).toBe(2);
  });

  it('lists the next arrivals by time', () => {
    expect(nextArrivals(day, NOW).map((p) => p.reservation.id)).toEqual([5, 6]);
  });

  it('marks late the awaited parties 15 minutes past their time, not the seated nor no-shows', () => {
    expect(lateArrivals(day, NOW).map((p) => p.reservation.id)).toEqual([2, 3]);
    expect(lateArrivals(day, 19 * 60 + 14)).toEqual([]);
  });
});
