import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SAVE_ERROR_NOTICE_MS, SAVED_NOTICE_MS } from '@tablefor/shared';
import { saveToken } from '@/lib/token-storage';
import { jsonResponse } from '@/test/render';
import { CLOSE_DIALOG, FINISH_SIGN_IN } from '@/test/render-with-sign-in';
import {
  clickButton,
  renderResults,
  resultCard,
  selectionToolbar,
} from '../test/render-topic-search';
import {
  isolateSearchTests,
  pastSearch,
  storedSearches,
  storeSearches,
  stubSearchFetch,
  threeCompanies,
  threeResults,
} from '../test/topic-search-fixtures';

isolateSearchTests();

describe('topic search results: export', () => {
  it('downloads the chosen results as selected_restaurants.csv, UTF-8 with a BOM', async () => {
    stubSearchFetch({ status: threeResults });
    let file: Blob | undefined;
    let name = '';
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          file = blob;
          return 'blob:csv';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    const clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      name = this.download;
    });
    renderResults();
    await screen.findByText('Found 3 results');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daikokuya' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tsujita' }));
    clickButton('Export CSV');

    expect(clickSpy).toHaveBeenCalledTimes(1);
    expect(name).toBe('selected_restaurants.csv');
    const bytes = new Uint8Array(await (file as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).split('\r\n');
    expect(rows[0]).toBe(
      'name,cuisine_type,price_range,address,city,state,zip_code,phone,email,website,rating,reviews_count,relevance_score,source_urls,description',
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]).toMatch(/^Daikokuya,"Japanese, Ramen",\$\$,327 E 1st St,Los Angeles,CA,/);
    expect(rows[2]).toMatch(/^Tsujita,/);
    expect(rows[3]).toBe('');
  });
});

describe('topic search results: saving', () => {
  const created = () =>
    jsonResponse(
      {
        created: [{ index: 0, id: 101, name: 'Daikokuya', status: 'pending_review' }],
        // Listed meanwhile, or matched by the API: a duplicate the search did not know of.
        duplicates: [{ index: 1, name: 'Tsujita', restaurant_id: 32 }],
      },
      201,
    );

  async function chooseTwo() {
    await screen.findByText('Found 3 results');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Daikokuya' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tsujita' }));
  }

  it("asks first, saves, says 'Saved Successfully!' for 3 s and marks the saved cards", async () => {
    saveToken('token-1');
    const { callsTo } = stubSearchFetch({ status: threeResults, save: created });
    storeSearches([pastSearch({ status: 'completed', resultCount: 3, createdAt: Date.now() })]);
    renderResults();
    await chooseTwo();
    clickButton('Save Selected Results');

    const dialog = screen.getByRole('dialog', { name: 'Save 2 restaurants?' });
    expect(callsTo('/api/')).toHaveLength(0);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getByText('Saved Successfully!')).toBeInTheDocument());
    const [save] = callsTo('/api/restaurants/from-search');
    expect(save?.method).toBe('POST');
    expect(save?.headers.get('Authorization')).toBe('Bearer token-1');
    const [daikokuya, tsujita] = threeCompanies();
    expect(save?.body).toEqual({ task_id: 'task-1', companies: [daikokuya, tsujita] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 restaurant added, pending review. 1 was listed already.',
    );

    const saved = resultCard('Daikokuya');
    expect(saved).toHaveTextContent('Saved — pending review');
    expect(within(saved).getByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      '/restaurants/101',
    );
    expect(resultCard('Tsujita')).toHaveTextContent('Already listed — not added again');
    expect(
      within(resultCard('Tsujita')).getByRole('link', { name: 'View listing' }),
    ).toHaveAttribute('href', '/restaurants/32');
    expect(screen.getByRole('checkbox', { name: 'Daikokuya' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Daikokuya' })).toHaveAccessibleDescription(
      'Saved — pending review',
    );
    expect(selectionToolbar()).toHaveTextContent('0 of 3 selected');
    expect(storedSearches()[0]?.saved).toEqual({
      0: { kind: 'created', restaurantId: 101 },
      1: { kind: 'duplicate', restaurantId: 32 },
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVED_NOTICE_MS);
    });
    expect(screen.queryByText('Saved Successfully!')).not.toBeInTheDocument();
    expect(resultCard('Daikokuya')).toHaveTextContent('Saved — pending review');
  });

  it('saves nothing when the question is cancelled', async () => {
    const { callsTo } = stubSearchFetch({ status: threeResults, save: created });
    renderResults();
    await chooseTwo();
    clickButton('Save Selected Results');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/api/')).toHaveLength(0);
  });

  it("says 'Failed to save restaurants' for 5 s and keeps the choice", async () => {
    stubSearchFetch({ status: threeResults, save: () => jsonResponse({ errors: ['boom'] }, 500) });
    renderResults();
    await chooseTwo();
    clickButton('Save Selected Results');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clickButton('Confirm');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save restaurants');
    expect(selectionToolbar()).toHaveTextContent('2 of 3 selected');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SAVE_ERROR_NOTICE_MS - 100);
    });
    expect(screen.getByText('Failed to save restaurants')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Failed to save restaurants')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, then asks and saves', async () => {
    const { callsTo } = stubSearchFetch({ status: threeResults, save: created });
    renderResults('task-1', null);
    await chooseTwo();
    expect(screen.getByText('Saving results needs an account')).toBeInTheDocument();
    clickButton('Save Selected Results');
    expect(screen.getByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    clickButton(FINISH_SIGN_IN);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Save 2 restaurants?' })).getByRole(
        'button',
        { name: 'Confirm' },
      ),
    );
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
    expect(callsTo('/api/restaurants/from-search')).toHaveLength(1);
  });

  it('saves nothing when the sign-in dialog is closed, and says so', async () => {
    const { callsTo } = stubSearchFetch({ status: threeResults, save: created });
    renderResults('task-1', null);
    await chooseTwo();
    clickButton('Save Selected Results');
    clickButton(CLOSE_DIALOG);
    expect(
      await screen.findByText('Your results have not been saved yet. Sign in to save them.'),
    ).toBeInTheDocument();
    expect(callsTo('/api/')).toHaveLength(0);
  });

  it('signs in again when the session has ended (401), then saves', async () => {
    saveToken('expired-elsewhere');
    let first = true;
    const { callsTo } = stubSearchFetch({
      status: threeResults,
      save: () => {
        if (!first) return created();
        first = false;
        return jsonResponse({ errors: ['auth: Authentication required'] }, 401);
      },
    });
    renderResults();
    await chooseTwo();
    clickButton('Save Selected Results');
    clickButton('Confirm');
    expect(await screen.findByRole('dialog', { name: 'sign-in' })).toBeInTheDocument();
    clickButton(FINISH_SIGN_IN);
    expect(await screen.findByText('Saved Successfully!')).toBeInTheDocument();
    expect(callsTo('/api/restaurants/from-search')).toHaveLength(2);
  });
});
