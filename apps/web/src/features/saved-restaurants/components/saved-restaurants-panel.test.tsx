import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SavedRestaurant } from '@tablefor/shared';
import { answer, answerWith, json } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { SavedRestaurantsPanel } from './saved-restaurants-panel';

const saved = (id: number, name: string): SavedRestaurant => ({
  user_id: testUser.id,
  restaurant_id: id,
  created_at: '2025-03-04T19:00:00.000Z',
  restaurant: {
    id,
    name,
    preview_img: `/images/restaurants/${id}.svg`,
    cuisines: 'Italian, Pizza',
    cost: 2,
    neighborhood: 'Silver Lake',
    average_rating: 4.2,
    review_count: 3,
  },
});

const user = { ...testUser, saved_restaurants: [3, 4] };

const SAVED = '/api/users/7/saved-restaurants';

describe('saved restaurants panel', () => {
  it('lists saved restaurants as cards with the fixed city and joined date', async () => {
    const sent = answer('get', SAVED, {
      SavedRestaurants: [saved(3, 'Bestia'), saved(4, 'Kismet')],
    });
    renderWithProviders(<SavedRestaurantsPanel userId={7} />, { user });
    expect(await screen.findByRole('article', { name: 'Bestia' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kismet' })).toBeInTheDocument();
    expect(screen.getByText('2 saved restaurants')).toBeInTheDocument();
    expect(screen.getByText('Los Angeles')).toBeInTheDocument();
    expect(screen.getByText('Joined December 2022')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Bestia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sent).toContainEqual(
      expect.objectContaining({ path: '/api/users/7/saved-restaurants' }),
    );
  });

  it('shows the empty text without saved restaurants', async () => {
    answer('get', SAVED, { SavedRestaurants: [] });
    renderWithProviders(<SavedRestaurantsPanel userId={7} />, { user: testUser });
    expect(
      await screen.findByText('You have no favorite restaurants to show on this list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('drops an unsaved card at once and puts it back when the call fails', async () => {
    // The DELETE fails, but only once the test has seen the card gone.
    let failDelete: () => void = () => {};
    const held = new Promise<void>((resolve) => (failDelete = resolve));
    answer('get', SAVED, { SavedRestaurants: [saved(3, 'Bestia'), saved(4, 'Kismet')] });
    const deletes = answerWith('delete', `${SAVED}/3`, async () => {
      await held;
      return json({ errors: ['server: down'] }, 503);
    });
    const { session } = renderWithProviders(<SavedRestaurantsPanel userId={7} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Bestia' }));

    expect(session.setUser).toHaveBeenCalledWith({ ...user, saved_restaurants: [4] });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bestia' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Kismet' })).toBeInTheDocument();

    failDelete();
    expect(await screen.findByRole('article', { name: 'Bestia' })).toBeInTheDocument();
    expect(session.setUser).toHaveBeenLastCalledWith({ ...user, saved_restaurants: [3, 4] });
    expect(deletes).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/users/7/saved-restaurants/3' }),
    );
  });
});
