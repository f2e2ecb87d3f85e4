import { describe, expect, it } from 'vitest';
import { isOpenForSitting } from './sitting-rules.ts';

const WEDNESDAY = '2030-01-02';
const hours = {
  wed: [
    { open: '11:30', close: '14:30' },
    { open: '17:30', close: '22:00' },
  ],
};

describe('isOpenForSitting', () => {
  it.each([
    ['11:30', true],
    ['13:00', true],
    ['13:30', false],
    ['15:00', false],
    ['17:00', false],
    ['20:30', true],
    ['21:00', false],
  ])('%s with a 90-minute sitting: %s', (time, open) => {
    expect(isOpenForSitting(hours, WEDNESDAY, time, 90)).toBe(open);
  });

  it('is closed on a day without hours', () => {
    expect(isOpenForSitting(hours, '2030-01-03', '12:00', 60)).toBe(false);
  });

  it('reads a closing at or before the opening as after midnight', () => {
    const late = { wed: [{ open: '18:00', close: '02:00' }] };
    expect(isOpenForSitting(late, WEDNESDAY, '22:00', 120)).toBe(true);
    expect(isOpenForSitting(late, WEDNESDAY, '17:30', 60)).toBe(false);
  });
});
