import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SearchResponse, SearchResult } from '@tablefor/shared';
import { answer, requestsSent } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { GetStartedPage } from './get-started-page';

const SEARCH = '/api/restaurants/search';

function result(id: number, name: string, neighborhood: string, cuisines: string): SearchResult {
  return {
    id,
    name,
    neighborhood,
    cuisines,
    preview_img: `/images/restaurants/${id}.svg`,
    cost: 2,
    description: '',
    dining_style: 'Casual Dining',
    address: '',
    latitude: null,
    longitude: null,
    distance: null,
    average_rating: 4,
    review_count: 3,
    total_num_reservations: 10,
    booked_today: 0,
    slots: [],
  };
}

function found(restaurants: SearchResult[], total = restaurants.length): SearchResponse {
  return {
    restaurants,
    total,
    page: 1,
    pageSize: 8,
    date: '2026-11-23',
    time: '19:00',
    partySize: 2,
    facets: { neighborhoods: [], cuisines: [] },
  };
}

const search = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Restaurant name' }), {
    target: { value: text },
  });

describe('get started page', () => {
  it('offers a new listing through the creation wizard', () => {
    renderWithProviders(<GetStartedPage />);
    const create = screen.getByRole('region', { name: 'Create a new listing' });
    expect(within(create).getByRole('link', { name: 'Create a new listing' })).toHaveAttribute(
      'href',
      '/create-restaurant',
    );
    expect(create).toHaveTextContent('6-step wizard');
    expect(create).toHaveTextContent('goes live');
  });

  it('asks for a name before searching', () => {
    renderWithProviders(<GetStartedPage />);
    expect(screen.getByText("Start typing your restaurant's name to find it.")).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('searches the catalogue by name and links each match to its claim flow', async () => {
    const sent = answer(
      'get',
      SEARCH,
      found([
        result(59, 'The Rosy Cut', 'Venice', 'Steakhouse, Mediterranean'),
        result(70, 'Rosy Noodle Bar', 'Sawtelle', 'Japanese'),
      ]),
    );
    renderWithProviders(<GetStartedPage />);
    search('rosy');

    const link = await screen.findByRole('link', { name: /The Rosy Cut/ });
    expect(link).toHaveAttribute('href', '/restaurants/59/claim');
    expect(link).toHaveTextContent('Venice · Steakhouse, Mediterranean');
    expect(screen.getByRole('link', { name: /Rosy Noodle Bar/ })).toHaveAttribute(
      'href',
      '/restaurants/70/claim',
    );
    expect(screen.getByText('2 restaurants found')).toBeInTheDocument();

    const url = new URL(sent[0]?.path ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/restaurants/search');
    expect(url.searchParams.get('searchInput')).toBe('rosy');
    expect(url.searchParams.get('sort')).toBe('relevance');
  });

  it('says so when no restaurant matches, and points to a new listing', async () => {
    answer('get', SEARCH, found([]));
    renderWithProviders(<GetStartedPage />);
    search('zzzq');
    expect(await screen.findByText('No restaurants match “zzzq”')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Create a new listing/ })).toHaveLength(2);
  });

  it('offers a retry when the search fails', async () => {
    // The first search fails, the retry finds the restaurant.
    answer('get', SEARCH, found([result(59, 'The Rosy Cut', 'Venice', 'Steakhouse')]));
    answer('get', SEARCH, { errors: ['server: down'] }, { status: 500, once: true });
    renderWithProviders(<GetStartedPage />);
    search('rosy');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /The Rosy Cut/ })).toBeInTheDocument();
  });
});
