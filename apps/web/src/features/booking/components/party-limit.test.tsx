/**
 * The booking page for a party larger than any online table seats: a word to call instead of a
 * list of times that could never be free, and no availability asked; none online at all: no form.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { BOOKABLE_TIMES } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { BookingPage } from '../pages/booking-page';

const NO_PREFERENCES = {
  dietary: [],
  dietary_note: '',
  seating: 'no_preference',
  reminder_emails: true,
  language: 'en',
};

const DATE = '2026-07-12';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-10T19:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function renderPage(largestParty: number, partySize: number) {
  answer('get', '/api/restaurants/12', testRestaurant({ largest_party: largestParty }));
  answer('get', '/api/users/:userId/preferences', NO_PREFERENCES);
  renderWithProviders(
    <Routes>
      <Route path="/restaurants/:restaurantId/reservations" element={<BookingPage />} />
    </Routes>,
    {
      route: `/restaurants/12/reservations?date=${DATE}&time=19:00&partySize=${partySize}`,
      user: testUser,
    },
  );
}

const availabilityOf = (partySize: number) => ({
  restaurant_id: 12,
  date: DATE,
  partySize,
  time_zone: 'America/Los_Angeles',
  slots: BOOKABLE_TIMES.map((time) => ({ time, available: true })),
});

describe('a party larger than the online tables seat', () => {
  it('is told to call, without asking for times, until the party fits', async () => {
    // No availability handler yet: asking for one would fail the test.
    renderPage(6, 8);
    expect(
      await screen.findByText(
        'Tables here seat parties of up to 6 online. For a larger party, please call the restaurant.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(213) 555-0101' })).toHaveAttribute(
      'href',
      'tel:2135550101',
    );
    expect(screen.queryByRole('button', { name: 'Reserve this table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Times on/ })).not.toBeInTheDocument();

    const asked = answer('get', '/api/restaurants/12/availability', availabilityOf(6));
    fireEvent.change(screen.getByLabelText('Party size'), { target: { value: '6' } });
    expect(await screen.findByRole('list', { name: /Times on/ })).toBeInTheDocument();
    expect(screen.queryByText(/Tables here seat parties/)).not.toBeInTheDocument();
    expect(asked[0]?.path).toContain('partySize=6');
  });

  it('says the restaurant takes no online bookings when no table is offered online', async () => {
    renderPage(0, 2);
    expect(
      await screen.findByText('This restaurant takes no online bookings right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Party size')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await loadLanguage('es');
    try {
      renderPage(6, 8);
      expect(
        await screen.findByText(
          'Aquí las mesas admiten grupos de hasta 6 personas en línea. Para un grupo más grande, llama al restaurante.',
        ),
      ).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });
});
