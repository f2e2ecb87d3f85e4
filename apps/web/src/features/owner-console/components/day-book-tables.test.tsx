/**
 * The day's book names each reservation's tables, warns of a held one without any, and names a
 * walk-in as one.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { booked, dayBook, ownerUser } from '../test/owner-console-fixtures';
import { DayBook } from './day-book';

function renderBook() {
  const book = dayBook({
    reservations: [
      booked(1, { guest_name: 'Ana Díaz', table_ids: [4], table_labels: ['12'] }),
      booked(2, {
        guest_name: 'Ben Cole',
        party_size: 8,
        table_ids: [5, 6],
        table_labels: ['14', '15'],
      }),
      booked(3, { guest_name: 'Cleo Park', table_ids: [], table_labels: [] }),
      booked(4, { guest_name: 'Dan Roe', status: 'cancelled', table_ids: [], table_labels: [] }),
      booked(5, {
        guest_name: '',
        walk_in: true,
        status: 'seated',
        email: null,
        phone_number: null,
        contact_method: null,
        booked_by_account: false,
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

describe("the day's tables", () => {
  it('shows the table or tables each party holds, and "No table" for a held one without', () => {
    const [one, two, none, cancelled] = renderBook();
    expect(within(one!).getByText('Table 12')).toBeInTheDocument();
    expect(within(two!).getByText('Tables 14 + 15')).toBeInTheDocument();
    expect(within(none!).getByText('No table')).toBeInTheDocument();
    // A cancelled reservation holds nothing, and that is no news.
    expect(cancelled).not.toHaveTextContent(/Table|No table/);
  });

  it('names a nameless walk-in as one, and says it was seated at the door', () => {
    const walkIn = renderBook()[4]!;
    expect(within(walkIn).getByRole('heading', { name: 'Walk-in' })).toBeInTheDocument();
    expect(within(walkIn).getByText('Seated at the door, without a booking')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      const [one, two, none, , walkIn] = renderBook();
      expect(within(one!).getByText('Mesa 12')).toBeInTheDocument();
      expect(within(two!).getByText('Mesas 14 + 15')).toBeInTheDocument();
      expect(within(none!).getByText('Sin mesa')).toBeInTheDocument();
      expect(within(walkIn!).getByRole('heading', { name: 'Sin reserva' })).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });
});
