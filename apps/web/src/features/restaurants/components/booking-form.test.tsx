import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '@/test/render';
import { addMonths, restaurantToday } from '@tablefor/shared';
import { BookingForm } from './booking-form';

const ZONE = 'America/Los_Angeles';

function ReservationProbe() {
  const location = useLocation();
  return <p>{`reservation page ${location.pathname}${location.search}`}</p>;
}

function renderForm(route: string, largestParty = 20) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/restaurants/:restaurantId"
        element={
          <BookingForm
            restaurantId={12}
            timeZone={ZONE}
            largestParty={largestParty}
            phone="2135550101"
          />
        }
      />
      <Route path="/restaurants/:restaurantId/reservations" element={<ReservationProbe />} />
    </Routes>,
    { route },
  );
}

describe('BookingForm', () => {
  it('starts at today, 5:00 PM and 2 people without URL values', () => {
    renderForm('/restaurants/12');
    expect(screen.getByLabelText('Date')).toHaveValue(restaurantToday(ZONE));
    expect(screen.getByLabelText('Time')).toHaveValue('17:00');
    expect(screen.getByRole('option', { name: '5:00 PM' })).toBeInTheDocument();
    expect(screen.getByLabelText('Party size')).toHaveValue('2');
    expect(screen.getByRole('option', { name: '2 people' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1 person' })).toBeInTheDocument();
  });

  it('limits the date to today through six months ahead', () => {
    renderForm('/restaurants/12');
    const today = restaurantToday(ZONE);
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', today);
    expect(screen.getByLabelText('Date')).toHaveAttribute('max', addMonths(today, 6));
  });

  it('prefills from ?date=&time=&partySize= and carries the choice to the reservation page', () => {
    const date = addMonths(restaurantToday(ZONE), 1);
    renderForm(`/restaurants/12?date=${date}&time=19:30&partySize=4`);
    expect(screen.getByLabelText('Date')).toHaveValue(date);
    expect(screen.getByLabelText('Time')).toHaveValue('19:30');
    expect(screen.getByLabelText('Party size')).toHaveValue('4');

    fireEvent.change(screen.getByLabelText('Party size'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find a time' }));
    expect(
      screen.getByText(
        `reservation page /restaurants/12/reservations?date=${date}&time=19:30&partySize=6`,
      ),
    ).toBeInTheDocument();
  });

  it("says 'Please select a date' when the date is cleared", () => {
    renderForm('/restaurants/12');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find a time' }));
    expect(screen.getByText('Please select a date')).toBeInTheDocument();
  });
});

describe('BookingForm for a party larger than the online tables seat', () => {
  it('says to call the restaurant instead of offering to find a time', () => {
    renderForm('/restaurants/12?partySize=4', 6);
    expect(screen.getByRole('button', { name: 'Find a time' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Party size'), { target: { value: '8' } });
    expect(
      screen.getByText(
        'Tables here seat parties of up to 6 online. For a larger party, please call the restaurant.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(213) 555-0101' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find a time' })).not.toBeInTheDocument();
  });
});
