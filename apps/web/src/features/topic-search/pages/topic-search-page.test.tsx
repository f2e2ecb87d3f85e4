import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SEARCH_CONFIG } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { saveToken } from '@/lib/token-storage';
import { jsonResponse, testUser } from '@/test/render';
import { CLOSE_DIALOG, FINISH_SIGN_IN } from '@/test/render-with-sign-in';
import { OUTPUT_MODEL } from '../api/start-topic-search';
import { SEARCH_CONFIG_STORAGE_KEY } from '../lib/search-config-storage';
import { renderTopicSearch } from '../test/render-topic-search';
import {
  isolateSearchTests,
  pastSearch,
  storedSearches,
  storeSearches,
  stubSearchFetch,
} from '../test/topic-search-fixtures';

isolateSearchTests();

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
const pastList = () => screen.getByRole('region', { name: 'Past searches' });
const ACCOUNT_NOTE = 'Searching needs an account: we ask you to sign in when you start a search.';

/** The page as a signed-in diner sees it, with the session's token stored. */
function renderSignedIn() {
  saveToken('token-1');
  return renderTopicSearch({ user: testUser });
}

describe('topic search page: the form', () => {
  it('shows the create-restaurant toggle on Search Restaurants, and the form', async () => {
    stubSearchFetch();
    renderTopicSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Restaurants' })).toBeVisible();
    const toggle = screen.getByRole('navigation', { name: 'How to add a restaurant' });
    expect(within(toggle).getByRole('link', { name: 'Search Restaurants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(toggle).getByRole('link', { name: 'Enter URL' })).toHaveAttribute(
      'href',
      '/create-restaurant',
    );
    expect(field('Topic')).toBeInTheDocument();
    expect(field('Location (optional)')).toBeInTheDocument();
    const size = field('Size (optional)');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any size', 'Small', 'Medium', 'Large']);
    expect(field('Founded after (optional)')).toHaveAttribute('min', '1800');
    expect(screen.getByText('No searches yet')).toBeInTheDocument();
  });

  it("says 'Topic is required', focuses the topic, and sends nothing", async () => {
    const { callsTo } = stubSearchFetch();
    renderTopicSearch();
    search();
    expect(screen.getByText('Topic is required')).toBeInTheDocument();
    await waitFor(() => expect(field('Topic')).toHaveFocus());
    expect(field('Topic')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/search/topic')).toHaveLength(0);
  });

  it('holds the founding year to 1800 to the current year', () => {
    stubSearchFetch();
    renderTopicSearch();
    type('Topic', 'ramen');
    type('Founded after (optional)', '1799');
    search();
    expect(
      screen.getByText('Founded after must be a year from 1800 to the current year'),
    ).toBeInTheDocument();
  });

  it('opens the advanced settings, lists the providers the service offers, and keeps them', async () => {
    stubSearchFetch({
      providers: () => jsonResponse({ providers: ['local', 'overpass', 'searxng'] }),
    });
    const { unmount } = renderTopicSearch();
    const disclosure = screen.getByRole('button', { name: 'Advanced settings' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(field('Max search queries')).not.toBeVisible();
    fireEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(field('Max search queries')).toHaveValue(3);
    expect(field('Max results per query')).toHaveValue(3);
    expect(field('Reflection steps')).toHaveValue(1);
    const provider = field('Search provider');
    await waitFor(() =>
      expect(
        within(provider)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Local directory', 'OpenStreetMap (Overpass)', 'Web search (SearxNG)']),
    );

    type('Max search queries', '7');
    fireEvent.change(provider, { target: { value: 'overpass' } });
    expect(JSON.parse(localStorage.getItem(SEARCH_CONFIG_STORAGE_KEY) ?? '{}')).toEqual({
      ...DEFAULT_SEARCH_CONFIG,
      max_search_queries: 7,
      search_provider: 'overpass',
    });

    unmount();
    renderTopicSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    expect(field('Max search queries')).toHaveValue(7);
    await waitFor(() => expect(field('Search provider')).toHaveValue('overpass'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(field('Max search queries')).toHaveValue(3);
    expect(field('Search provider')).toHaveValue('local');
  });

  it('offers only the local directory when the service offers nothing else', async () => {
    localStorage.setItem(
      SEARCH_CONFIG_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_SEARCH_CONFIG, search_provider: 'searxng' }),
    );
    stubSearchFetch();
    renderTopicSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    await waitFor(() => expect(field('Search provider')).toHaveValue('local'));
    expect(within(field('Search provider')).getAllByRole('option')).toHaveLength(1);
  });

  it('opens the advanced settings to show a setting out of range', async () => {
    localStorage.setItem(
      SEARCH_CONFIG_STORAGE_KEY,
      JSON.stringify({ ...DEFAULT_SEARCH_CONFIG, max_reflection_steps: 2 }),
    );
    stubSearchFetch();
    renderTopicSearch();
    type('Topic', 'ramen');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    type('Reflection steps', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Advanced settings' }));
    search();
    expect(screen.getByRole('button', { name: 'Advanced settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Reflection steps must be from 1 to 3')).toBeInTheDocument();
    await waitFor(() => expect(field('Reflection steps')).toHaveFocus());
    // The half-typed value is not kept; the last good one is.
    const kept = JSON.parse(localStorage.getItem(SEARCH_CONFIG_STORAGE_KEY) ?? '{}') as object;
    expect(kept).toMatchObject({ max_reflection_steps: 2 });
  });
});

describe('topic search page: starting a search', () => {
  it('posts the search and puts the new task at the top of past searches', async () => {
    storeSearches([
      pastSearch({ taskId: 'older', topic: 'tacos', createdAt: Date.now() - 60_000 }),
    ]);
    const { callsTo } = stubSearchFetch({
      start: () => jsonResponse({ task_id: 'task-9' }, 202),
      status: () => jsonResponse({}, 500),
    });
    renderSignedIn();
    type('Topic', 'ramen');
    type('Location (optional)', 'Los Angeles');
    fireEvent.change(field('Size (optional)'), { target: { value: 'small' } });
    type('Founded after (optional)', '2010');
    search();

    await waitFor(() => expect(screen.getByText('Search started: ramen')).toBeInTheDocument());
    const [start] = callsTo('/search/topic');
    expect(start?.method).toBe('POST');
    expect(start?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(screen.queryByText(ACCOUNT_NOTE)).not.toBeInTheDocument();
    expect(start?.body).toEqual({
      topic: 'ramen',
      filters: {
        location: 'Los Angeles',
        industry: 'restaurant',
        size: 'small',
        founded_after: 2010,
      },
      config: DEFAULT_SEARCH_CONFIG,
      output_model: OUTPUT_MODEL,
    });

    const items = within(pastList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('ramen');
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[0]).toHaveTextContent(
      'Los Angeles · Small · Founded after 2010 · Local directory',
    );
    expect(within(items[0] as HTMLElement).getByRole('progressbar')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('tacos');
    expect(storedSearches().map((s) => s.taskId)).toEqual(['task-9', 'older']);
  });

  it("shows 'Validation error: <details>' with the service's messages translated", async () => {
    stubSearchFetch({
      start: () =>
        jsonResponse(
          {
            detail: [
              {
                loc: ['body', 'config', 'search_provider'],
                msg: 'This search provider is not available',
                type: 'topicSearch.providerInvalid',
              },
              { loc: ['body', 'filters', 'size'], msg: 'Size is odd', type: 'unknown.code' },
            ],
          },
          422,
        ),
    });
    renderSignedIn();
    type('Topic', 'ramen');
    search();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Validation error: This search provider is not available; Size is odd',
    );
    expect(within(pastList()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("shows 'Failed to initiate search' for any other failure", async () => {
    stubSearchFetch({
      start: () => jsonResponse({ error: 'down', code: 'topicSearch.serviceUnavailable' }, 503),
    });
    renderSignedIn();
    type('Topic', 'ramen');
    search();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to initiate search');
    expect(alert).toHaveTextContent('The search service is not available. Please try again later.');
  });

  it('asks a signed-out visitor to sign in first, then starts the search', async () => {
    const { callsTo } = stubSearchFetch({ start: () => jsonResponse({ task_id: 'task-9' }, 202) });
    renderTopicSearch();
    expect(screen.getByText(ACCOUNT_NOTE)).toBeInTheDocument();
    type('Topic', 'ramen');
    search();
    expect(screen.getByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    expect(callsTo('/search/topic')).toHaveLength(0);
    // The real dialog keeps the new session's token before it closes.
    saveToken('token-2');
    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    await waitFor(() => expect(screen.getByText('Search started: ramen')).toBeInTheDocument());
    const [start] = callsTo('/search/topic');
    expect(start?.headers.get('Authorization')).toBe('Bearer token-2');
    expect(start?.body).toMatchObject({ topic: 'ramen' });
    expect(screen.queryByText(ACCOUNT_NOTE)).not.toBeInTheDocument();
  });

  it('starts nothing when the sign-in dialog is closed, and says so', async () => {
    const { callsTo } = stubSearchFetch();
    renderTopicSearch();
    type('Topic', 'ramen');
    search();
    fireEvent.click(screen.getByRole('button', { name: CLOSE_DIALOG }));
    const notice = await screen.findByText('Your search has not started. Sign in to search.');
    expect(notice.closest('[role="status"]')).not.toBe(null);
    expect(callsTo('/search/topic')).toHaveLength(0);
    expect(within(pastList()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('signs in again when the session has ended (401), then starts the search', async () => {
    let first = true;
    const { callsTo } = stubSearchFetch({
      start: () => {
        if (!first) return jsonResponse({ task_id: 'task-9' }, 202);
        first = false;
        return jsonResponse({ errors: ['auth: Unauthorized'] }, 401);
      },
    });
    renderSignedIn();
    type('Topic', 'ramen');
    search();
    expect(await screen.findByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    saveToken('token-2');
    fireEvent.click(screen.getByRole('button', { name: FINISH_SIGN_IN }));
    await waitFor(() => expect(screen.getByText('Search started: ramen')).toBeInTheDocument());
    expect(callsTo('/search/topic').map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('reads in Spanish', async () => {
    stubSearchFetch();
    await act(() => loadLanguage('es'));
    try {
      renderTopicSearch();
      expect(screen.getByRole('heading', { level: 1, name: 'Buscar restaurantes' })).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
      expect(screen.getByText('El tema es obligatorio')).toBeInTheDocument();
      expect(screen.getByText('Todavía no hay búsquedas')).toBeInTheDocument();
    } finally {
      await act(() => loadLanguage('en'));
    }
  });
});
