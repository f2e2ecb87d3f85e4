import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { testUser } from '@/test/render';
import { renderWithSignIn } from '@/test/render-with-sign-in';
import { testRestaurant } from '@/test/test-restaurant';
import { NotifyFromSearch } from './notify-from-search';

const renderAt = (route: string) =>
  renderWithSignIn(
    <Route
      path="restaurants/:restaurantId/book"
      element={<NotifyFromSearch restaurant={testRestaurant()} />}
    />,
    { route, user: testUser },
  );

describe('the Notify dialog opened from a search result', () => {
  it('opens for the linked date, time and party, and closes for good', async () => {
    renderAt('/restaurants/12/book?notify=1&date=2099-03-06&time=21:30&partySize=6');
    expect(await screen.findByLabelText('From')).toHaveValue('20:30');
    expect(screen.getByLabelText('Until')).toHaveValue('22:00');
    expect(screen.getByLabelText('Party size')).toHaveValue('6');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed without ?notify=1', () => {
    renderAt('/restaurants/12/book?date=2099-03-06&time=21:30&partySize=6');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
