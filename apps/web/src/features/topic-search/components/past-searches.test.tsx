import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { pollDelayMs, STATUS_MAX_POLLS } from '@tablefor/shared';
import { jsonResponse } from '@/test/render';
import { renderTopicSearch } from '../test/render-topic-search';
import {
  company,
  completedAnswer,
  isolateSearchTests,
  pastSearch,
  statusAnswer,
  storedSearches,
  storeSearches,
  stubSearchFetch,
} from '../test/topic-search-fixtures';

isolateSearchTests();

/** Moves the clock on and lets the answers (promises) settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

const item = (topic: string) =>
  screen.getAllByRole('listitem').find((li) => li.querySelector('h3')?.textContent === topic) ??
  null;

function answers(...bodies: Array<[unknown, number?]>) {
  let call = 0;
  return () => {
    const [body, status = 200] = bodies[Math.min(call++, bodies.length - 1)] ?? [{}];
    return jsonResponse(body, status);
  };
}

describe('past searches: polling', () => {
  it('polls 2 s, then 4 s apart, and opens the results once completed', async () => {
    vi.useFakeTimers();
    storeSearches([pastSearch({ createdAt: Date.now() })]);
    const { callsTo } = stubSearchFetch({
      status: answers([statusAnswer()], [completedAnswer([company(), company()])]),
    });
    renderTopicSearch();
    const card = () => item('ramen') as HTMLElement;
    expect(card()).toHaveTextContent('Pending');

    await advance(pollDelayMs(1) - 1);
    expect(callsTo('/search/status/')).toHaveLength(0);
    await advance(1);
    expect(callsTo('/search/status/')).toHaveLength(1);
    expect(callsTo('/search/status/')[0]?.url).toBe('/search/status/task-1');
    expect(card()).toHaveTextContent('In progress');
    expect(within(card()).getByRole('progressbar')).toBeInTheDocument();

    await advance(pollDelayMs(2));
    expect(callsTo('/search/status/')).toHaveLength(2);
    expect(card()).toHaveTextContent('Completed');
    expect(card()).toHaveTextContent('2 results');
    expect(within(card()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('ramen: completed, 2 results')).toBeInTheDocument();
    expect(storedSearches()[0]).toMatchObject({ status: 'completed', resultCount: 2, polls: 2 });

    await advance(60_000);
    expect(callsTo('/search/status/')).toHaveLength(2);
    fireEvent.click(within(card()).getByRole('link', { name: 'ramen' }));
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/create-restaurant/topic-search/results/task-1',
    );
  });

  it("says 'No results found' for a search that found nothing, and does not open it", async () => {
    vi.useFakeTimers();
    storeSearches([pastSearch({ createdAt: Date.now() })]);
    stubSearchFetch({ status: answers([completedAnswer([])]) });
    renderTopicSearch();
    await advance(pollDelayMs(1));
    const card = item('ramen') as HTMLElement;
    expect(card).toHaveTextContent('Completed');
    expect(card).toHaveTextContent('No results found');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("times out after 30 polls: 'Search timed out'", async () => {
    vi.useFakeTimers();
    storeSearches([pastSearch({ createdAt: Date.now() })]);
    const { callsTo } = stubSearchFetch({ status: answers([statusAnswer()]) });
    renderTopicSearch();
    for (let poll = 1; poll <= STATUS_MAX_POLLS; poll++) await advance(pollDelayMs(poll));
    expect(callsTo('/search/status/')).toHaveLength(STATUS_MAX_POLLS);
    const card = item('ramen') as HTMLElement;
    expect(card).toHaveTextContent('Error');
    expect(card).toHaveTextContent('Search timed out');
    await advance(60_000);
    expect(callsTo('/search/status/')).toHaveLength(STATUS_MAX_POLLS);
  });

  it("fails on a failed check ('Failed to check search status'), and can check again", async () => {
    vi.useFakeTimers();
    storeSearches([pastSearch({ createdAt: Date.now() })]);
    stubSearchFetch({
      status: answers([{ error: 'boom', code: 'x' }, 500], [completedAnswer([company()])]),
    });
    renderTopicSearch();
    await advance(pollDelayMs(1));
    const card = () => item('ramen') as HTMLElement;
    expect(card()).toHaveTextContent('Failed to check search status');
    expect(screen.getByText('ramen: Failed to check search status')).toBeInTheDocument();

    fireEvent.click(within(card()).getByRole('button', { name: 'Check again' }));
    expect(card()).toHaveTextContent('Pending');
    await advance(pollDelayMs(1));
    expect(card()).toHaveTextContent('1 result');
  });

  it("shows the service's own failure, translated by its code", async () => {
    vi.useFakeTimers();
    storeSearches([pastSearch({ createdAt: Date.now() })]);
    stubSearchFetch({
      status: answers([
        statusAnswer({
          status: 'error',
          error: 'Overpass timed out',
          error_code: 'topicSearch.providerFailed',
        }),
      ]),
    });
    renderTopicSearch();
    await advance(pollDelayMs(1));
    const card = item('ramen') as HTMLElement;
    expect(card).toHaveTextContent('The search provider could not be reached');
    expect(within(card).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
  });

  it('resumes after a reload where it stopped: the 5th check waits 10 s', async () => {
    vi.useFakeTimers();
    storeSearches([pastSearch({ status: 'in_progress', polls: 4, createdAt: Date.now() })]);
    const { callsTo } = stubSearchFetch({ status: answers([completedAnswer([company()])]) });
    renderTopicSearch();
    expect(item('ramen')).toHaveTextContent('In progress');
    await advance(pollDelayMs(5) - 1);
    expect(callsTo('/search/status/')).toHaveLength(0);
    await advance(1);
    expect(callsTo('/search/status/')).toHaveLength(1);
    expect(item('ramen')).toHaveTextContent('Completed');
    expect(storedSearches()[0]?.polls).toBe(5);
  });

  it('drops searches older than 7 days', () => {
    stubSearchFetch();
    const day = 24 * 60 * 60 * 1000;
    storeSearches([
      pastSearch({ taskId: 'a', topic: 'fresh', status: 'completed', createdAt: Date.now() }),
      pastSearch({
        taskId: 'b',
        topic: 'stale',
        status: 'completed',
        createdAt: Date.now() - 8 * day,
      }),
    ]);
    renderTopicSearch();
    expect(item('fresh')).not.toBeNull();
    expect(item('stale')).toBeNull();
    expect(storedSearches().map((s) => s.taskId)).toEqual(['a']);
  });
});

describe('past searches: the batch toolbar', () => {
  const three = () => [
    pastSearch({ taskId: 'a', topic: 'ramen', status: 'completed', resultCount: 2, createdAt: 3 }),
    pastSearch({ taskId: 'b', topic: 'tacos', status: 'completed', resultCount: 0, createdAt: 2 }),
    pastSearch({
      taskId: 'c',
      topic: 'pho',
      status: 'error',
      error: { code: 'topicSearch.timedOut', text: null },
      createdAt: 1,
    }),
  ];

  it('lists newest first; only completed searches with results open', () => {
    stubSearchFetch();
    const now = Date.now();
    storeSearches(three().map((s) => ({ ...s, createdAt: now - (3 - s.createdAt) * 1000 })));
    renderTopicSearch();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['ramen', 'tacos', 'pho']);
    expect(within(item('ramen') as HTMLElement).getByRole('link', { name: 'ramen' })).toBeVisible();
    expect(within(item('tacos') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(item('pho') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('removes the selected searches, or all of them after asking', () => {
    stubSearchFetch();
    const now = Date.now();
    storeSearches(three().map((s) => ({ ...s, createdAt: now - (3 - s.createdAt) * 1000 })));
    renderTopicSearch();
    const toolbar = screen.getByRole('group', { name: 'Past search actions' });
    const selectAll = within(toolbar).getByRole('checkbox', { name: 'Select all' });
    const removeSelected = within(toolbar).getByRole('button', { name: 'Remove selected' });
    expect(removeSelected).toBeDisabled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: ramen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select: pho' }));
    expect(toolbar).toHaveTextContent('2 selected');
    expect((selectAll as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(removeSelected);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'tacos',
    ]);
    expect(storedSearches().map((s) => s.taskId)).toEqual(['b']);
    expect(screen.getByRole('heading', { name: 'Past searches' })).toHaveFocus();

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear all past searches?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(storedSearches()).toHaveLength(1);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Clear all' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear all' }));
    expect(screen.getByText('No searches yet')).toBeInTheDocument();
    expect(storedSearches()).toEqual([]);
  });

  it('removes one search with its own button', () => {
    stubSearchFetch();
    storeSearches([pastSearch({ createdAt: Date.now(), status: 'completed', resultCount: 1 })]);
    renderTopicSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: ramen' }));
    expect(screen.getByText('No searches yet')).toBeInTheDocument();
  });
});
