import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { jsonResponse } from '@/test/render';
import {
  clickButton,
  renderResults,
  resultCard,
  selectionToolbar,
} from '../test/render-topic-search';
import {
  completedAnswer,
  isolateSearchTests,
  pastSearch,
  statusAnswer,
  storedSearches,
  storeSearches,
  stubSearchFetch,
  threeCompanies,
  threeResults,
} from '../test/topic-search-fixtures';

isolateSearchTests();

describe('topic search results: the page', () => {
  it("shows the query, 'Found N results' and a card per result", async () => {
    stubSearchFetch({ status: threeResults });
    renderResults();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Query: ramen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Found 3 results')).toBeInTheDocument();
    expect(screen.getByText('Searched with: Local directory')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const first = resultCard('Daikokuya');
    expect(first).toHaveTextContent('Japanese, Ramen · $$');
    expect(first).toHaveTextContent('4.5 out of 5 (128 reviews)');
    expect(first).toHaveTextContent('Match 82%');
    expect(first).toHaveTextContent('327 E 1st St, Little Tokyo, Los Angeles, CA 90012');
    expect(within(first).getByRole('link', { name: '(213) 626-1680' })).toHaveAttribute(
      'href',
      'tel:2136261680',
    );
    // The website, and the first of its sources.
    for (const link of within(first).getAllByRole('link', { name: 'daikoku-ten.example' })) {
      expect(link).toHaveAttribute('href', 'https://www.daikoku-ten.example/');
    }
    expect(within(first).getByText('Opening hours')).toBeInTheDocument();
    expect(within(first).getByText('Monday')).toBeInTheDocument();
    expect(within(first).getByText('Founding year not stated')).toBeInTheDocument();
    // A source reads as its name when the search knows one, else as its host, never its address.
    expect(within(first).getByRole('link', { name: 'Daikokuya on Directory' })).toHaveAttribute(
      'href',
      'https://directory.example/places/12',
    );
    expect(within(first).queryByText(/places\/12/)).not.toBeInTheDocument();
    const tsujitaSource = within(resultCard('Tsujita')).getByRole('link', { name: 'osm.example' });
    expect(tsujitaSource).toHaveAttribute('href', 'https://osm.example/node/1');
    expect(tsujitaSource).toHaveAttribute('target', '_blank');

    // Not stated: no rating, no reviews, no price, no hours.
    const second = resultCard('Tsujita');
    expect(second).not.toHaveTextContent('out of 5');
    expect(second).not.toHaveTextContent('reviews');
    expect(second).toHaveTextContent('Match 50%');
    expect(within(second).queryByText('Opening hours')).not.toBeInTheDocument();

    // Listed already: it cannot be chosen, and says so beside the link to its listing.
    const listed = resultCard('Kouraku');
    expect(listed).toHaveTextContent('Already listed');
    const listedCheckbox = within(listed).getByRole('checkbox', { name: 'Kouraku' });
    expect(listedCheckbox).toBeDisabled();
    expect(listedCheckbox).toHaveAccessibleDescription('Already listed');
    expect(within(listed).getByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      '/restaurants/31',
    );
    expect(within(listed).getByRole('link', { name: 'Claim this listing' })).toHaveAttribute(
      'href',
      '/restaurants/31/claim',
    );
    expect(listed).toHaveTextContent('Size not stated');
  });

  it("shows 'Search Not Found' with 'Return to Search' for an unknown task", async () => {
    stubSearchFetch({
      status: () =>
        jsonResponse(
          {
            errors: ['task: Search Not Found'],
            details: [{ field: 'task', code: 'topicSearch.taskNotFound' }],
          },
          404,
        ),
    });
    renderResults('nope');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Search' })).toHaveAttribute(
      'href',
      '/create-restaurant/topic-search',
    );
  });

  it("says 'Failed to check search status' when the service does not answer, with a retry", async () => {
    let fail = true;
    stubSearchFetch({
      status: () => (fail ? jsonResponse({ error: 'down', code: 'x' }, 500) : threeResults()),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderResults();
    // Two retries, 1 s and 2 s apart, before it gives up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3500);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check search status');
    fail = false;
    clickButton('Try again');
    expect(await screen.findByText('Found 3 results')).toBeInTheDocument();
  });

  it('waits for a task still running, then shows its results', async () => {
    vi.useFakeTimers();
    let call = 0;
    stubSearchFetch({
      status: () => jsonResponse(call++ === 0 ? statusAnswer() : completedAnswer(threeCompanies())),
    });
    renderResults();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading', { name: 'Still searching' })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText('Found 3 results')).toBeInTheDocument();
  });

  it("says 'No results found' for a search that found nothing", async () => {
    stubSearchFetch({ status: () => jsonResponse(completedAnswer([])) });
    renderResults();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No results found' }),
    ).toBeInTheDocument();
  });
});

describe('topic search results: choosing', () => {
  it('chooses with the checkbox, a click on the card, Select all and Clear', async () => {
    stubSearchFetch({ status: threeResults });
    storeSearches([pastSearch({ status: 'completed', resultCount: 3, createdAt: Date.now() })]);
    renderResults();
    await screen.findByText('Found 3 results');
    expect(selectionToolbar()).toHaveTextContent('0 of 3 selected');
    expect(
      within(selectionToolbar()).getByRole('button', { name: 'Save Selected Results' }),
    ).toBeDisabled();
    const exportButton = within(selectionToolbar()).getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeDisabled();
    // Why, in words beside the buttons and tied to them.
    const why = 'Select at least one result to export or save.';
    expect(within(selectionToolbar()).getByText(why)).toBeVisible();
    expect(exportButton).toHaveAccessibleDescription(why);
    expect(
      within(selectionToolbar()).getByRole('button', { name: 'Save Selected Results' }),
    ).toHaveAccessibleDescription(why);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Daikokuya' }));
    expect(exportButton).toBeEnabled();
    expect(exportButton).not.toHaveAccessibleDescription();
    expect(screen.queryByText(why)).not.toBeInTheDocument();
    fireEvent.click(
      within(resultCard('Tsujita')).getByText(
        '2057 Sawtelle Blvd, Little Tokyo, Los Angeles, CA 90012',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Tsujita' })).toBeChecked();
    expect(selectionToolbar()).toHaveTextContent('2 of 3 selected');
    expect(storedSearches()[0]?.selected).toEqual([0, 1]);

    // A listed result is not chosen by its card either, nor by 'Select all'.
    fireEvent.click(within(resultCard('Kouraku')).getByText('Size not stated'));
    expect(screen.getByRole('checkbox', { name: 'Kouraku' })).not.toBeChecked();
    expect(selectionToolbar()).toHaveTextContent('2 of 3 selected');

    // A link on the card opens it, and chooses nothing.
    fireEvent.click(
      within(resultCard('Kouraku')).getByRole('link', { name: 'Claim this listing' }),
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/restaurants/31/claim');
  });

  it('keeps the choice when the page is opened again', async () => {
    stubSearchFetch({ status: threeResults });
    storeSearches([
      pastSearch({ status: 'completed', resultCount: 3, createdAt: Date.now(), selected: [1, 2] }),
    ]);
    renderResults();
    await screen.findByText('Found 3 results');
    expect(screen.getByRole('checkbox', { name: 'Tsujita' })).toBeChecked();
    // Chosen before it was listed: it is listed now, and left out.
    expect(screen.getByRole('checkbox', { name: 'Kouraku' })).not.toBeChecked();
    expect(selectionToolbar()).toHaveTextContent('1 of 3 selected');
    clickButton('Select all');
    expect(selectionToolbar()).toHaveTextContent('2 of 3 selected');
    expect(screen.getByRole('button', { name: 'Select all' })).toBeDisabled();
    clickButton('Clear');
    expect(selectionToolbar()).toHaveTextContent('0 of 3 selected');
  });

  it('says so when every result is listed already: none can be chosen', async () => {
    const [, , kouraku] = threeCompanies();
    stubSearchFetch({ status: () => jsonResponse(completedAnswer(kouraku ? [kouraku] : [])) });
    renderResults();
    await screen.findByText('Found 1 result');
    const exportButton = within(selectionToolbar()).getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toHaveAccessibleDescription(
      'Every result is listed already: there is none to export or save.',
    );
    expect(screen.getByRole('button', { name: 'Select all' })).toBeDisabled();
  });
});

describe('topic search results: Spanish', () => {
  it('reads in Spanish', async () => {
    stubSearchFetch({ status: threeResults });
    await act(() => loadLanguage('es'));
    try {
      renderResults();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Consulta: ramen' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Se encontraron 3 resultados')).toBeInTheDocument();
      expect(resultCard('Daikokuya')).toHaveTextContent('Coincidencia 82 %');
      expect(resultCard('Daikokuya')).toHaveTextContent('4,5 de 5 (128 reseñas)');
      expect(resultCard('Daikokuya')).toHaveTextContent('Año de fundación no indicado');
      expect(resultCard('Kouraku')).toHaveTextContent('Ya publicado');
      expect(screen.getByRole('checkbox', { name: 'Kouraku' })).toHaveAccessibleDescription(
        'Ya publicado',
      );
      expect(screen.getByRole('checkbox', { name: 'Kouraku' })).toBeDisabled();
      const save = screen.getByRole('button', { name: 'Guardar resultados seleccionados' });
      expect(save).toBeDisabled();
      expect(save).toHaveAccessibleDescription(
        'Selecciona al menos un resultado para exportarlo o guardarlo.',
      );
    } finally {
      await act(() => loadLanguage('en'));
    }
  });
});
