import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { BookingCard } from './booking-card';

describe('BookingCard', () => {
  it('offers the booking form when the restaurant has weekly hours', () => {
    renderWithProviders(<BookingCard restaurant={testRestaurant()} />);
    expect(screen.getByRole('button', { name: 'Find a time' })).toBeInTheDocument();
  });

  it('says a restaurant without weekly hours takes no bookings yet, with its phone to call', () => {
    renderWithProviders(
      <BookingCard restaurant={testRestaurant({ opening_hours: {}, phone: '3105550142' })} />,
    );
    expect(screen.getByRole('heading', { name: 'Bookings coming soon' })).toBeInTheDocument();
    expect(screen.getByText("Bestia doesn't take bookings on TableFor yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(310) 555-0142' })).toHaveAttribute(
      'href',
      'tel:3105550142',
    );
    expect(screen.queryByRole('button', { name: 'Find a time' })).not.toBeInTheDocument();
  });

  it('says a restaurant with no table online takes no online bookings, with its phone', () => {
    renderWithProviders(<BookingCard restaurant={testRestaurant({ largest_party: 0 })} />);
    expect(screen.getByRole('heading', { name: 'Book by phone' })).toBeInTheDocument();
    expect(
      screen.getByText('This restaurant takes no online bookings right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(213) 555-0101' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find a time' })).not.toBeInTheDocument();
  });
});
