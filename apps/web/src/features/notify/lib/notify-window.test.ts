import { describe, expect, it } from 'vitest';
import { notifyRequestInputSchema } from '@tablefor/shared';
import { windowAround } from './notify-window';

describe('windowAround', () => {
  it('opens an hour either side of the chosen time', () => {
    expect(windowAround('19:00')).toEqual({ from: '18:00', to: '20:00' });
    expect(windowAround('19:30')).toEqual({ from: '18:30', to: '20:30' });
  });

  it('stays inside 10:00 to 22:00', () => {
    expect(windowAround('10:00')).toEqual({ from: '10:00', to: '11:00' });
    expect(windowAround('21:30')).toEqual({ from: '20:30', to: '22:00' });
  });

  it('starts from 17:00 for a time that is not bookable', () => {
    expect(windowAround('')).toEqual({ from: '16:00', to: '18:00' });
  });

  it('always makes a window the shared schema accepts', () => {
    for (const time of ['10:00', '13:30', '22:00']) {
      const input = { date: '2026-12-04', ...windowAround(time), party_size: 2 };
      expect(notifyRequestInputSchema.safeParse(input).success, time).toBe(true);
    }
  });
});
