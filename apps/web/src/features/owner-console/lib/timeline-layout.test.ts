import { describe, expect, it } from 'vitest';
import { at, DATE, onTimeline, timeline } from '../test/host-stand-fixtures';
import { minutesOfDay, turnOf } from './timeline-clock';
import { hourMarks, placeBlocks, timelineRows, timeSpanOf } from './timeline-layout';

const ZONE = 'America/Los_Angeles';

describe('the host stand clock', () => {
  it('counts minutes from the service day midnight in the restaurant zone, past midnight too', () => {
    expect(minutesOfDay(at('19:30'), DATE, ZONE)).toBe(19 * 60 + 30);
    expect(minutesOfDay(at('25:15'), DATE, ZONE)).toBe(25 * 60 + 15);
  });

  it('gives a reservation its turn from its start to ends_at', () => {
    expect(turnOf(onTimeline(1, { time: '19:10', minutes: 100 }), DATE, ZONE)).toEqual({
      start: 1150,
      end: 1250,
    });
  });
});

describe('the timeline layout', () => {
  it('spans the service hours, widened to whole hours and to reservations outside them', () => {
    expect(timeSpanOf(timeline())).toEqual({ start: 17 * 60, end: 23 * 60 });
    const late = timeline({
      service: [{ opens: '18:30', closes: '25:30' }],
      reservations: [onTimeline(1, { time: '24:30', minutes: 120 })],
    });
    expect(timeSpanOf(late)).toEqual({ start: 18 * 60, end: 27 * 60 });
    expect(hourMarks({ start: 1080, end: 1260 })).toEqual([1080, 1140, 1200]);
  });

  it('lists each area heading then its tables', () => {
    const rows = timelineRows(timeline(), 'Other');
    expect(rows.map((r) => (r.kind === 'area' ? `# ${r.name}` : r.label))).toEqual([
      '# Dining room',
      '1',
      '2',
      '3',
      '# Terrace',
      '12',
      'T1',
    ]);
    expect(rows[1]).toMatchObject({ seats: '1–2' });
  });

  it('places a block on its table row over the 15-minute columns of its turn', () => {
    const data = timeline({
      reservations: [onTimeline(1, { time: '19:10', minutes: 90, tables: [4] })],
    });
    const rows = timelineRows(data, 'Other');
    const [block] = placeBlocks(data, rows, timeSpanOf(data));
    // 19:10 is 2 h 10 min after 17:00: column 8, 10 minutes in; it ends at 20:40, 5 minutes short of 20:45.
    expect(block).toMatchObject({
      row: 5,
      rows: 1,
      column: 8,
      columns: 7,
      insetStart: 10,
      insetEnd: 5,
    });
  });

  it('spans a combination of neighbouring rows with one block, and repeats one of distant rows', () => {
    const data = timeline({
      reservations: [
        onTimeline(1, { tables: [2, 3], party_size: 6 }),
        onTimeline(2, { tables: [1, 4], party_size: 7, time: '21:00' }),
      ],
    });
    const blocks = placeBlocks(data, timelineRows(data, 'Other'), timeSpanOf(data));
    expect(blocks.filter((b) => b.reservation.id === 1)).toEqual([
      expect.objectContaining({ row: 2, rows: 2, joined: false }),
    ]);
    expect(blocks.filter((b) => b.reservation.id === 2)).toEqual([
      expect.objectContaining({ row: 1, rows: 1, joined: true }),
      expect.objectContaining({ row: 5, rows: 1, joined: true }),
    ]);
  });
});
