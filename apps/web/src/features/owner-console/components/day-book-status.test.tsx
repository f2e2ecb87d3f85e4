/**
 * The day's book reads a confirmed visit whose time has passed as completed, as its diner reads it
 * (the shared shownReservationStatus); the stored status and what the owner may mark are unchanged.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { booked, dayBook, ownerUser } from '../test/owner-console-fixtures';
import { DayBook } from './day-book';

// 11:05 in Los Angeles on July 1st.
const NOW = new Date('2026-07-01T18:05:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function renderBook() {
  const book = dayBook({
    reservations: [
      // 10:30 and 11:05 have passed; 7:00 PM has not.
      booked(1, {
        guest_name: 'Ana Díaz',
        reservation_time: '2026-07-01T17:30:00.000Z',
        local_time: '10:30',
        started: true,
      }),
      booked(2, {
        guest_name: 'Ben Cole',
        reservation_time: '2026-07-01T18:05:00.000Z',
        local_time: '11:05',
        started: true,
      }),
      booked(3, { guest_name: 'Cleo Park' }),
      booked(4, {
        guest_name: 'Dan Roe',
        reservation_time: '2026-07-01T16:00:00.000Z',
        local_time: '09:00',
        status: 'no_show',
        started: true,
      }),
    ],
  });
  renderWithProviders(
    <DayBook
      date="2026-07-01"
      today="2026-07-01"
      book={book}
      failure={null}
      onRetry={vi.fn()}
      onDateChange={vi.fn()}
      onCancelled={vi.fn()}
    />,
    { user: ownerUser },
  );
  return screen.getAllByRole('article');
}

/** Whether `row` reads `status` outside its buttons (Completed is also an outcome to mark). */
const reads = (row: HTMLElement | undefined, status: string) =>
  within(row!)
    .queryAllByText(status)
    .some((element) => !element.closest('button'));

describe("the day's statuses", () => {
  it('reads a past confirmed visit as Completed, an upcoming one as Confirmed, a marked one as marked', () => {
    const [past, justNow, later, noShow] = renderBook();
    expect(reads(past, 'Completed')).toBe(true);
    expect(reads(past, 'Confirmed')).toBe(false);
    expect(reads(justNow, 'Completed')).toBe(true);
    expect(reads(later, 'Confirmed')).toBe(true);
    expect(reads(noShow, 'No-show')).toBe(true);
    // The owner may still mark what became of the party: its stored status is still confirmed.
    expect(
      within(past!).getByRole('group', { name: /What became of Ana Díaz/ }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      const [past, , later] = renderBook();
      expect(reads(past, 'Completada')).toBe(true);
      expect(reads(later, 'Confirmada')).toBe(true);
    } finally {
      await loadLanguage('en');
    }
  });
});
