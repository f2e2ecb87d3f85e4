import { describe, expect, it } from 'vitest';
import { addMonths, bookableDates, isBookableDate, todayDate } from './booking-dates';

describe('bookable dates', () => {
  it('runs from today through six months ahead', () => {
    const dates = bookableDates('2025-01-15');
    expect(dates[0]).toBe('2025-01-15');
    expect(dates.at(-1)).toBe('2025-07-15');
    expect(isBookableDate('2025-07-16', '2025-01-15')).toBe(false);
    expect(isBookableDate('2025-01-14', '2025-01-15')).toBe(false);
  });

  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
  });

  it("takes today's date in the restaurants' time zone (Los Angeles)", () => {
    expect(todayDate(new Date('2025-03-01T05:00:00Z'))).toBe('2025-02-28');
  });
});
