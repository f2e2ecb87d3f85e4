import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { answer, answerWith, json, requestsSent } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { manySuggestions, searchResponse, searchResult } from '../test/search-fixtures';
import { SearchResultsPage } from './search-results-page';

const SEARCH = '/api/restaurants/search';

/** The suggestions and the search, the search answering `search`. */
function searchApi(search = searchResponse()) {
  answer('get', '/api/restaurants/suggestions', manySuggestions);
  answer('get', SEARCH, search);
}

const calledUrls = () => requestsSent().map((request) => request.path);

describe('search results page', () => {
  it('searches with the URL state, then shows the count and the rows', async () => {
    searchApi();
    renderWithProviders(<SearchResultsPage />, {
      route: '/search-results?cuisine=Italian&time=20:00&partySize=4',
    });
    expect(screen.getByText('Searching for restaurants...')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: '1 restaurant available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bella Notte' })).toBeInTheDocument();
    const search = calledUrls().find((url) => url.includes('page=1'));
    expect(search).toContain('cuisine=Italian');
    expect(search).toContain('time=20%3A00');
    expect(search).toContain('partySize=4');
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('20:00');
    expect(screen.getByRole('combobox', { name: 'Party size' })).toHaveValue('4');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('shows the empty state with the 30 miles note', async () => {
    searchApi(searchResponse({ restaurants: [], total: 0 }));
    renderWithProviders(<SearchResultsPage />, { route: '/search-results?searchInput=zzz' });
    expect(await screen.findByText("We didn't find a match for your search")).toBeInTheDocument();
    expect(screen.getByText(/no availability within 30 miles/)).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the search fails", async () => {
    answer('get', SEARCH, { errors: ['time: time must be HH:mm'] }, { status: 400 });
    renderWithProviders(<SearchResultsPage />, { route: '/search-results' });
    expect(await screen.findByText('Error: time must be HH:mm')).toBeInTheDocument();
    expect(screen.getByText("We couldn't load the restaurants")).toBeInTheDocument();
  });

  it('never shows a raw server message: a failure without reasons says what to do', async () => {
    answer('get', SEARCH, { message: 'boom' }, { status: 500 });
    renderWithProviders(<SearchResultsPage />, { route: '/search-results' });
    expect(await screen.findByText("We couldn't load the restaurants")).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText(/boom/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("loads the next page with 'Show more results'", async () => {
    answerWith('get', SEARCH, ({ url }) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      return json(
        searchResponse({
          restaurants: [searchResult({ id: page, name: `Place ${page}` })],
          total: 2,
          page,
          pageSize: 1,
        }),
      );
    });
    renderWithProviders(<SearchResultsPage />, { route: '/search-results' });
    fireEvent.click(await screen.findByRole('button', { name: 'Show more results' }));
    expect(await screen.findByRole('link', { name: 'Place 2' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 restaurants available' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more results' })).not.toBeInTheDocument();
  });
});
