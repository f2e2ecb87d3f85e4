import { describe, expect, it } from 'vitest';
import { onTimeline, timeline } from '../test/host-stand-fixtures';
import { freeSeatings, moveTargets } from './timeline-holds';

const labels = (seatings: { label: string }[]) => seatings.map((s) => s.label);

describe('free tables for a move', () => {
  it('offers the tables free over the whole turn that seat the party, smallest first, combinations last', () => {
    const moving = onTimeline(1, { time: '19:00', minutes: 90, tables: [2], party_size: 2 });
    const data = timeline({
      reservations: [
        moving,
        // Overlaps 20:00-20:30 with the move's turn: table 3 is taken.
        onTimeline(2, { time: '20:00', tables: [3] }),
        // Ends when the turn starts: table 1 is free.
        onTimeline(3, { time: '17:30', minutes: 90, tables: [1] }),
        // Completed and no-shows hold no table.
        onTimeline(4, { time: '19:00', tables: [5], status: 'completed' }),
        onTimeline(5, { time: '19:00', tables: [4], status: 'no_show' }),
      ],
    });
    expect(labels(moveTargets(data, moving))).toEqual(['1', 'T1', '12']);
  });

  it('leaves out tables too small, and combinations with a taken table', () => {
    const moving = onTimeline(1, { tables: [4], party_size: 5 });
    expect(labels(moveTargets(timeline({ reservations: [moving] }), moving))).toEqual(['2 + 3']);
    const taken = timeline({ reservations: [moving, onTimeline(2, { tables: [3] })] });
    expect(moveTargets(taken, moving)).toEqual([]);
  });

  it('suggests the smallest free table for a walk-in now', () => {
    const data = timeline({ reservations: [onTimeline(1, { time: '19:00', tables: [1] })] });
    expect(freeSeatings(data, 2, { start: 1170, end: 1260 })[0]).toMatchObject({
      label: 'T1',
      table_ids: [5],
    });
  });
});
