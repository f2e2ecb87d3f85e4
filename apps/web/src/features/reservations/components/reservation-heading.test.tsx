import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { testReservation } from '@/test/test-reservation';
import { ReservationHeading } from './reservation-heading';
import { ReservationSummary } from './reservation-summary';

describe("the reservation page's heading", () => {
  it("says a callback request was declined, with the restaurant's reason", () => {
    const reservation = testReservation({
      status: 'declined',
      decline_reason: 'We are fully booked that evening.',
    });
    renderWithProviders(
      <>
        <ReservationHeading reservation={reservation} phase="declined" />
        <ReservationSummary reservation={reservation} phase="declined" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Request declined' })).toBeInTheDocument();
    expect(
      screen.getByText("The restaurant's reason: We are fully booked that evening."),
    ).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });

  it("says the restaurant cancelled, with its reason, and a diner's own cancellation without one", () => {
    const byRestaurant = testReservation({
      status: 'cancelled',
      decline_reason: 'The kitchen is closed for a private event.',
    });
    const { unmount } = renderWithProviders(
      <ReservationHeading reservation={byRestaurant} phase="cancelled" />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reservation cancelled' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The restaurant's reason: The kitchen is closed for a private event."),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ReservationHeading
        reservation={testReservation({ status: 'cancelled' })}
        phase="cancelled"
      />,
    );
    expect(screen.queryByText(/The restaurant's reason/)).not.toBeInTheDocument();
  });

  it('shows a no-show in Spanish', async () => {
    await loadLanguage('es');
    try {
      const reservation = testReservation({ status: 'no_show' });
      renderWithProviders(
        <>
          <ReservationHeading reservation={reservation} phase="no_show" />
          <ReservationSummary reservation={reservation} phase="no_show" />
        </>,
      );
      expect(
        screen.getByRole('heading', { level: 1, name: 'Marcada como no presentada' }),
      ).toBeInTheDocument();
      expect(screen.getByText('No se presentó')).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });
});
