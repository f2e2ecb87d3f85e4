import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SavedRestaurant } from '@tablefor/shared';
import { jsonResponse, renderWithProviders, testUser } from '@/test/render';
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

afterEach(() => vi.unstubAllGlobals());

describe('saved restaurants panel', () => {
  it('lists saved restaurants as cards with the fixed city and joined date', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ SavedRestaurants: [saved(3, 'Bestia'), saved(4, 'Kismet')] }),
    );
    vi.stubGlobal('fetch', fetchMock);
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
    expect(fetchMock).toHaveBeenCalledWith('/api/users/7/saved-restaurants', expect.anything());
  });

  it('shows the empty text without saved restaurants', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ SavedRestaurants: [] })),
    );
    renderWithProviders(<SavedRestaurantsPanel userId={7} />, { user: testUser });
    expect(
      await screen.findByText('You have no favorite restaurants to show on this list.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('drops an unsaved card at once and puts it back when the call fails', async () => {
    let failDelete: (response: Response) => void = () => {};
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        return new Promise<Response>((resolve) => {
          failDelete = resolve;
        });
      }
      return jsonResponse({ SavedRestaurants: [saved(3, 'Bestia'), saved(4, 'Kismet')] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { session } = renderWithProviders(<SavedRestaurantsPanel userId={7} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Bestia' }));

    expect(session.setUser).toHaveBeenCalledWith({ ...user, saved_restaurants: [4] });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bestia' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Kismet' })).toBeInTheDocument();

    failDelete(jsonResponse({ errors: ['server: down'] }, 503));
    expect(await screen.findByRole('article', { name: 'Bestia' })).toBeInTheDocument();
    expect(session.setUser).toHaveBeenLastCalledWith({ ...user, saved_restaurants: [3, 4] });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/7/saved-restaurants/3',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
