import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { slotReservationUrl } from '../lib/result-links';
import { searchResult } from '../test/search-fixtures';
import { ResultRow } from './result-row';

const renderRow = (overrides: Parameters<typeof searchResult>[0] = {}) =>
  renderWithProviders(
    <ResultRow restaurant={searchResult(overrides)} date="2025-06-10" partySize={4} />,
  );

describe('a search result', () => {
  it('shows name link, rating, price level, first cuisine, area and distance', () => {
    renderRow();
    expect(screen.getByRole('link', { name: 'Bella Notte' })).toHaveAttribute(
      'href',
      '/restaurants/12',
    );
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Awesome')).toBeInTheDocument();
    expect(screen.getByText('(18)')).toBeInTheDocument();
    expect(screen.getByText('Upscale')).toBeInTheDocument();
    expect(screen.getByText('Italian')).toBeInTheDocument();
    expect(screen.getByText('Santa Monica')).toBeInTheDocument();
    expect(screen.getByText('2.35 mi')).toBeInTheDocument();
  });

  it("says 'Booked N time(s) today' in the singular and the plural", () => {
    renderRow({ booked_today: 1 });
    expect(screen.getByText('Booked 1 time today')).toBeInTheDocument();
    renderRow({ booked_today: 3 });
    expect(screen.getByText('Booked 3 times today')).toBeInTheDocument();
  });

  it("says 'New' without reviews (not five grey stars and (0)), and no distance without a location", () => {
    renderRow({ average_rating: 0, review_count: 0, distance: null });
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'No reviews yet' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ mi$/)).not.toBeInTheDocument();
  });

  it('links open slots to the prefilled reservation form and disables taken ones', () => {
    renderRow();
    const slots = within(screen.getByRole('list', { name: 'Available times at Bella Notte' }));
    expect(slots.getByRole('link', { name: '6:00 PM' })).toHaveAttribute(
      'href',
      '/restaurants/12/reservations?date=2025-06-10&time=18%3A00&partySize=4',
    );
    expect(slots.getByRole('link', { name: '7:00 PM' })).toHaveAttribute(
      'href',
      '/restaurants/12/reservations?date=2025-06-10&time=19%3A00&partySize=4',
    );
    expect(slots.getByRole('button', { name: '6:30 PM, not available' })).toBeDisabled();
  });

  it('builds the slot URL from date, time and party size', () => {
    const url = slotReservationUrl(5, { date: '2025-07-01', time: '20:30', partySize: 2 });
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/restaurants/5/reservations');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      date: '2025-07-01',
      time: '20:30',
      partySize: '2',
    });
  });
});
