import { describe, expect, it } from 'vitest';
import { formatNotifyDate, holdLeft, offerClock } from './notify-format';

const offer = { table_time: '2026-12-05T03:30:00.000Z', expires_at: '2026-12-05T03:52:00.000Z' };

describe('Notify formats', () => {
  it("writes a day in the reader's language", () => {
    expect(formatNotifyDate('2026-12-04', 'en')).toBe('Fri, Dec 4');
    expect(formatNotifyDate('2026-12-04', 'es')).toBe('vie, 4 dic');
  });

  it("reads an offer on the restaurant's clock", () => {
    expect(offerClock(offer, 'America/Los_Angeles')).toEqual({
      date: '2026-12-04',
      time: '19:30',
      until: '19:52',
    });
  });

  it('counts whole minutes left, then seconds, then nothing', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(holdLeft(offer, at('2026-12-05T03:43:30.000Z'))).toEqual({ unit: 'minutes', count: 8 });
    expect(holdLeft(offer, at('2026-12-05T03:51:15.000Z'))).toEqual({ unit: 'seconds', count: 45 });
    expect(holdLeft(offer, at('2026-12-05T03:52:00.000Z'))).toBeNull();
  });
});
