/** The day's book names each reservation's tables, and warns of a held one without any. */
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

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      const [one, two, none] = renderBook();
      expect(within(one!).getByText('Mesa 12')).toBeInTheDocument();
      expect(within(two!).getByText('Mesas 14 + 15')).toBeInTheDocument();
      expect(within(none!).getByText('Sin mesa')).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });
});
