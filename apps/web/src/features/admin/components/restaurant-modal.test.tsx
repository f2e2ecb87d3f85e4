import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerRoutes, json } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser, restaurantPage } from '../test/admin-fixtures';
import { RestaurantModal } from './restaurant-modal';
import { RestaurantsPanel } from './restaurants-panel';

describe('restaurant dialog', () => {
  it('shows every field in details mode, the phone as (XXX) XXX-XXXX, then edits', async () => {
    answerRoutes({
      'GET /api/restaurants/12': () =>
        json(testRestaurant({ phone: '2135550101', executive_chef: null })),
    });
    renderWithProviders(
      <RestaurantModal restaurantId={12} name="Bestia" initialMode="details" onClose={vi.fn()} />,
      { user: adminUser },
    );
    const dialog = screen.getByRole('dialog', { name: 'Bestia' });
    expect(await within(dialog).findByRole('link', { name: '(213) 555-0101' })).toBeInTheDocument();
    for (const [term, value] of [
      ['Neighborhood', 'Arts District'],
      ['Cross street', 'Santa Fe Ave & E 7th St'],
      ['Cuisines', 'Italian, Pizza'],
      ['Price', '$$$ · Upscale'],
      ['Dining style', 'Casual Elegant'],
      ['Dress code', 'Smart Casual'],
      ['Hours of operation', 'Mon-Sun 5:00 pm-11:00 pm'],
      ['Parking details', 'Valet parking'],
      ['Payment options', 'AMEX, Visa'],
      ['Executive chef', 'Not provided'],
    ]) {
      expect(within(dialog).getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(within(dialog).getByText('2 of 10 photos')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit restaurant' }));
    expect(screen.getByRole('dialog', { name: 'Edit Bestia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Bestia' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit restaurant' })).toHaveFocus(),
    );
  });
});

describe('deleting a restaurant', () => {
  it("asks first, shows 'Failed to delete restaurant' on failure, and refreshes the grid after", async () => {
    let deletes = 0;
    let deleted = false;
    answerRoutes({
      'GET /api/restaurants/search': () => json(restaurantPage(1, deleted ? 2 : 3)),
      'DELETE /api/restaurants/2': () => {
        if (++deletes === 1) return json({ errors: ['db: down'] }, 500);
        deleted = true;
        return json({ id: 2, cancelled_reservations: 1 });
      },
    });
    renderWithProviders(<RestaurantsPanel />, { user: adminUser, route: '/admin/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Restaurant 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete restaurant' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this restaurant?');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete restaurant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete restaurant',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete restaurant' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('2 restaurants')).toBeInTheDocument();
  });
});
