import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerRoutes, json, pathsOf, type ReceivedRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { adminUser, restaurantPage } from '../test/admin-fixtures';
import { RestaurantsPanel } from './restaurants-panel';

/** A catalogue of `total` restaurants; the search text narrows it to 2 when it is 'bes'. */
function catalogue(total: number) {
  return answerRoutes({
    'GET /api/restaurants/search': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const search = url.searchParams.get('searchInput');
      return json(restaurantPage(page, search === 'bes' ? 2 : total));
    },
  });
}

const searchCalls = (sent: ReceivedRequest[]) =>
  pathsOf(sent).filter((url) => url.startsWith('/api/restaurants/search'));

describe('restaurants grid', () => {
  it('asks for one page by name, never the whole catalogue, and pages with Previous and Next', async () => {
    const sent = catalogue(50_000);
    renderWithProviders(<RestaurantsPanel />, { user: adminUser, route: '/admin/dashboard' });
    expect(screen.getByText('Loading restaurants...')).toBeInTheDocument();
    expect(await screen.findByText('50,000 restaurants')).toBeInTheDocument();
    expect(searchCalls(sent)).toEqual(['/api/restaurants/search?page=1&pageSize=12&sort=name']);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 4,167')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    fireEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 4,167')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Restaurant 13' })).toBeInTheDocument();
    expect(searchCalls(sent).at(-1)).toBe('/api/restaurants/search?page=2&pageSize=12&sort=name');

    fireEvent.click(within(pages).getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('button', { name: 'Edit Restaurant 1' })).toBeInTheDocument();
  });

  it('searches by name from page 1 after typing, and clears the search', async () => {
    const sent = catalogue(30);
    renderWithProviders(<RestaurantsPanel />, {
      user: adminUser,
      route: '/admin/dashboard?page=2',
    });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search restaurants by name' }), {
      target: { value: ' bes ' },
    });
    expect(await screen.findByText('2 restaurants')).toBeInTheDocument();
    expect(searchCalls(sent).at(-1)).toBe(
      '/api/restaurants/search?searchInput=bes&page=1&pageSize=12&sort=name',
    );
    // Everything fits on one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows the empty search, and the failure as the spec words it', async () => {
    answerRoutes({
      'GET /api/restaurants/search': ({ url }) =>
        url.searchParams.get('searchInput')
          ? json(restaurantPage(1, 0))
          : json({ errors: ['server: boom'] }, 500),
    });
    renderWithProviders(<RestaurantsPanel />, {
      user: adminUser,
      route: '/admin/dashboard?q=zzz',
    });
    expect(await screen.findByText('No restaurants match “zzz”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load restaurants');
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue(''));
  });

  it("shows 'Error: {message}' when the API says why", async () => {
    answerRoutes({
      'GET /api/restaurants/search': () =>
        json({ errors: ['page: page must be at most 1000'] }, 400),
    });
    renderWithProviders(<RestaurantsPanel />, { user: adminUser, route: '/admin/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: page must be at most 1000');
  });
});
