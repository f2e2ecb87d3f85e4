import { describe, expect, it } from 'vitest';
import { coversInBucket, type TableStay } from './covers-at-table.ts';

const MINUTE = 60_000;
/** Minutes after midnight, as epoch ms on an arbitrary day. */
const at = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return Date.UTC(2030, 0, 2, hours, minutes);
};
const stay = (start: string, turnMinutes: number, covers: number): TableStay => ({
  from: at(start),
  to: at(start) + turnMinutes * MINUTE,
  covers,
});
const buckets = (stays: TableStay[], times: string[]) =>
  times.map((time) => [time, coversInBucket(stays, at(time))]);

describe('coversInBucket', () => {
  it('counts a 6:00 PM party of four with a 90-minute turn from 6:00 until it leaves at 7:30', () => {
    expect(
      buckets([stay('18:00', 90, 4)], ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30']),
    ).toEqual([
      ['17:00', 0],
      ['17:30', 0],
      ['18:00', 4],
      ['18:30', 4],
      ['19:00', 4],
      ['19:30', 0],
    ]);
  });

  it('counts a party in the half hour it arrives in and the one it leaves in, not beyond', () => {
    // A walk-in at 5:45 for 60 minutes is at the table from 5:45 to 6:45.
    expect(buckets([stay('17:45', 60, 2)], ['17:00', '17:30', '18:00', '18:30', '19:00'])).toEqual([
      ['17:00', 0],
      ['17:30', 2],
      ['18:00', 2],
      ['18:30', 2],
      ['19:00', 0],
    ]);
  });

  it('adds up the parties at table together, a party leaving as the next arrives once each', () => {
    const stays = [stay('17:30', 30, 3), stay('18:00', 90, 4), stay('19:00', 60, 2)];
    expect(buckets(stays, ['17:30', '18:00', '19:00', '19:30', '20:00'])).toEqual([
      ['17:30', 3],
      ['18:00', 4],
      ['19:00', 6],
      ['19:30', 2],
      ['20:00', 0],
    ]);
  });
});
