import { describe, expect, it } from 'vitest';
import { STATUS_MAX_POLLS } from '@tablefor/shared';
import {
  completedAnswer,
  company,
  pastSearch,
  statusAnswer,
  storeSearches,
} from '../test/topic-search-fixtures';
import {
  afterFailedPoll,
  afterPoll,
  canCheckAgain,
  checkAgain,
  PAST_SEARCHES_STORAGE_KEY,
  readPastSearches,
} from './past-searches';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-05-10T12:00:00Z');

describe('past searches in localStorage', () => {
  it('reads them newest first and drops those older than 7 days', () => {
    storeSearches([
      pastSearch({ taskId: 'old', createdAt: now - 7 * day - 1 }),
      pastSearch({ taskId: 'middle', createdAt: now - 3 * day }),
      pastSearch({ taskId: 'new', createdAt: now - 1000 }),
      pastSearch({ taskId: 'edge', createdAt: now - 7 * day + 1000 }),
    ]);
    expect(readPastSearches(now).map((search) => search.taskId)).toEqual(['new', 'middle', 'edge']);
  });

  it('skips unreadable entries and survives a broken store', () => {
    localStorage.setItem(
      PAST_SEARCHES_STORAGE_KEY,
      JSON.stringify([{ taskId: 'x' }, pastSearch({ createdAt: now })]),
    );
    expect(readPastSearches(now)).toHaveLength(1);
    localStorage.setItem(PAST_SEARCHES_STORAGE_KEY, '{not json');
    expect(readPastSearches(now)).toEqual([]);
  });
});

describe('a past search after a status check', () => {
  const running = pastSearch({ status: 'pending', polls: 2 });

  it('completes with the number of results', () => {
    const done = afterPoll(running, completedAnswer([company(), company()]), 3);
    expect(done).toMatchObject({ status: 'completed', resultCount: 2, polls: 3, error: null });
  });

  it('keeps running, and times out at the last poll', () => {
    expect(afterPoll(running, statusAnswer(), 3)).toMatchObject({
      status: 'in_progress',
      polls: 3,
    });
    expect(afterPoll(running, statusAnswer(), STATUS_MAX_POLLS)).toMatchObject({
      status: 'error',
      error: { code: 'topicSearch.timedOut', text: null },
    });
  });

  it("takes the service's error code and words", () => {
    const answer = statusAnswer({
      status: 'error',
      error: 'Overpass did not answer',
      error_code: 'topicSearch.providerFailed',
    });
    expect(afterPoll(running, answer, 3).error).toEqual({
      code: 'topicSearch.providerFailed',
      text: 'Overpass did not answer',
    });
    const uncoded = afterPoll(running, statusAnswer({ status: 'error' }), 3);
    expect(uncoded.error?.code).toBe('topicSearch.taskFailed');
  });

  it('fails when the check fails, and may be checked again from the start', () => {
    const failed = afterFailedPoll(running, 3, false);
    expect(failed.error?.code).toBe('topicSearch.statusFailed');
    expect(canCheckAgain(failed)).toBe(true);
    expect(checkAgain(failed)).toMatchObject({ status: 'pending', polls: 0, error: null });

    const unknown = afterFailedPoll(running, 3, true);
    expect(unknown.error?.code).toBe('topicSearch.taskNotFound');
    expect(canCheckAgain(unknown)).toBe(false);
  });
});
