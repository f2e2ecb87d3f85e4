import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { answer, answerWith, requestsSent } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { RestaurantProfilePage } from './restaurant-profile-page';
import { RestaurantReviewsPage } from './restaurant-reviews-page';

function renderPage(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/restaurants/:restaurantId" element={<RestaurantProfilePage />} />
      <Route path="/restaurants/:restaurantId/reviews" element={<RestaurantReviewsPage />} />
    </Routes>,
    { route },
  );
}

let scrollTo: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('RestaurantProfilePage', () => {
  it("shows 'Loading...' while the restaurant loads", () => {
    answerWith('get', '/api/restaurants/12', () => new Promise<Response>(() => {}));
    renderPage('/restaurants/12');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it("shows 'Restaurant not found' with a way home on 404", async () => {
    answer('get', '/api/restaurants/999', { errors: ['restaurant: Not found'] }, { status: 404 });
    renderPage('/restaurants/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restaurant not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('treats an id that cannot name a restaurant as not found, without a request', () => {
    renderPage('/restaurants/abc');
    expect(screen.getByRole('heading', { name: 'Restaurant not found' })).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('loads the restaurant and scrolls to the booking form for ?date=&time=&partySize=', async () => {
    answer('get', '/api/restaurants/12', testRestaurant());
    renderPage('/restaurants/12?date=2099-01-01&time=19:00&partySize=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bestia' })).toBeInTheDocument();
    expect(requestsSent()[0]?.path).toBe('/api/restaurants/12');
    expect(screen.getByLabelText('Party size')).toHaveValue('3');
    await waitFor(() => expect(scrollTo).toHaveBeenCalled());
  });

  it('does not scroll on a plain visit', async () => {
    answer('get', '/api/restaurants/12', testRestaurant());
    renderPage('/restaurants/12');
    await screen.findByRole('heading', { level: 1, name: 'Bestia' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('RestaurantReviewsPage', () => {
  it('lists every review under the restaurant name, average and count', async () => {
    const reviews = Array.from({ length: 5 }, (_, i) => ({
      ...testRestaurant().reviews[0]!,
      id: i + 1,
      review: `Review ${i + 1}`,
    }));
    answer(
      'get',
      '/api/restaurants/12',
      testRestaurant({ reviews, review_count: 5, average_rating: 4.2 }),
    );
    answer('get', '/api/restaurants/12/reviews', { Reviews: reviews });
    renderPage('/restaurants/12/reviews');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reviews for Bestia' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('(5 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Awesome')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Bestia/ })).toHaveAttribute(
      'href',
      '/restaurants/12',
    );
  });

  it("says 'No reviews yet' without reviews", async () => {
    answer(
      'get',
      '/api/restaurants/12',
      testRestaurant({ reviews: [], review_count: 0, average_rating: 0 }),
    );
    answer('get', '/api/restaurants/12/reviews', { Reviews: [] });
    renderPage('/restaurants/12/reviews');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
