import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { facetsStale, seedQuickBookLists, staleQuickBookLists } from '@/test/quick-book-lists';
import { invalidateQuickBookLists } from './refresh-quick-book';

describe('invalidateQuickBookLists', () => {
  it('marks the top-rated row, the search results and the saved list stale, not the facets', async () => {
    const queryClient = new QueryClient();
    seedQuickBookLists(queryClient, 7);
    await invalidateQuickBookLists(queryClient, 7);
    expect(staleQuickBookLists(queryClient, 7)).toEqual([true, true, true]);
    expect(facetsStale(queryClient)).toBe(false);
  });

  it('leaves saved lists alone for a signed-out diner', async () => {
    const queryClient = new QueryClient();
    seedQuickBookLists(queryClient, 7);
    await invalidateQuickBookLists(queryClient, null);
    expect(staleQuickBookLists(queryClient, 7)).toEqual([true, true, false]);
  });
});
