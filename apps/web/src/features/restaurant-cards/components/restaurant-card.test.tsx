import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { useAuthDialog } from '@/lib/auth-dialog';
import { quickBookUrl } from '../lib/quick-book';
import { RestaurantCard, type CardRestaurant } from './restaurant-card';

const restaurant: CardRestaurant = {
  id: 9,
  name: 'Casa Verde',
  preview_img: '/images/restaurants/9.svg',
  cuisines: 'Mexican, Vegan',
  cost: 2,
  neighborhood: 'Echo Park',
};

function DialogView() {
  return <p data-testid="dialog">{useAuthDialog().view ?? 'none'}</p>;
}

describe('restaurant card', () => {
  it('shows name, dollars, first cuisine, area and three quick-book times, and no tag unearned', () => {
    renderWithProviders(<RestaurantCard restaurant={restaurant} />);
    const card = within(screen.getByRole('article', { name: 'Casa Verde' }));
    expect(card.getByRole('link', { name: 'Casa Verde' })).toHaveAttribute(
      'href',
      '/restaurants/9',
    );
    expect(card.getByText('$$')).toBeInTheDocument();
    expect(card.getByText('Mexican')).toBeInTheDocument();
    expect(card.getByText('Echo Park')).toBeInTheDocument();
    expect(card.queryByRole('list', { name: 'Highlights' })).not.toBeInTheDocument();
    const times = card.getAllByRole('link', { name: /PM$/ }).map((link) => link.textContent);
    expect(times).toEqual(['6:00 PM', '6:30 PM', '7:00 PM']);
    expect(card.getByRole('link', { name: '6:30 PM' })).toHaveAttribute(
      'href',
      quickBookUrl(9, '18:30'),
    );
  });

  it('shows the rating and its reviews, and only the highlights the figures earn', () => {
    renderWithProviders(
      <RestaurantCard
        restaurant={{
          ...restaurant,
          average_rating: 4.62,
          review_count: 48,
          booked_today: 5,
          dining_style: 'Casual Dining',
        }}
      />,
    );
    const card = within(screen.getByRole('article', { name: 'Casa Verde' }));
    expect(card.getByText('Rated 4.6 out of 5 from 48 reviews')).toBeInTheDocument();
    expect(card.getByText('(48)')).toBeInTheDocument();
    const tags = card.getByRole('list', { name: 'Highlights' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hot Spot', 'Fit For Foodies']);
  });

  it("says 'New' for a restaurant nobody has reviewed yet, in Spanish too", async () => {
    const { unmount } = renderWithProviders(
      <RestaurantCard restaurant={{ ...restaurant, average_rating: 0, review_count: 0 }} />,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('(0)')).not.toBeInTheDocument();
    unmount();
    await loadLanguage('es');
    try {
      renderWithProviders(
        <RestaurantCard restaurant={{ ...restaurant, average_rating: 0, review_count: 0 }} />,
      );
      expect(screen.getByText('Nuevo')).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });

  it('links quick-book times to the restaurant page with date, time and party of 2', () => {
    expect(quickBookUrl(9, '18:00', '2025-06-10')).toBe(
      '/restaurants/9?date=2025-06-10&time=18%3A00&partySize=2',
    );
  });

  it('opens sign-in from the heart when signed out', () => {
    renderWithProviders(
      <>
        <RestaurantCard restaurant={restaurant} />
        <DialogView />
      </>,
    );
    const heart = screen.getByRole('button', { name: 'Save Casa Verde' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(screen.getByTestId('dialog')).toHaveTextContent('sign-in');
  });

  it('saves at once when signed in and puts it back if the call fails', async () => {
    const sent = answer(
      'post',
      '/api/users/7/saved-restaurants/9',
      { errors: ['server: down'] },
      { status: 503 },
    );
    const { session } = renderWithProviders(<RestaurantCard restaurant={restaurant} />, {
      user: testUser,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Casa Verde' }));
    expect(session.setUser).toHaveBeenCalledWith({ ...testUser, saved_restaurants: [9] });
    await waitFor(() =>
      expect(session.setUser).toHaveBeenLastCalledWith({ ...testUser, saved_restaurants: [] }),
    );
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/users/7/saved-restaurants/9' }),
    );
  });
});
