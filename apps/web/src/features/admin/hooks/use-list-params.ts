/**
 * A list's search text and page, kept in the query string beside ?view= so that a reload, a
 * shared link or Back shows the same page. Typing replaces the history entry; paging adds one.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../api/admin-keys';

const SEARCH_PARAM = 'q';
export const PAGE_PARAM = 'page';

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = {
    search: searchParams.get(SEARCH_PARAM) ?? '',
    page: pageOf(searchParams.get(PAGE_PARAM)),
  };

  const setSearch = useCallback(
    (search: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search) next.set(SEARCH_PARAM, search);
          else next.delete(SEARCH_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (page > 1) next.set(PAGE_PARAM, String(page));
          else next.delete(PAGE_PARAM);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  return { params, setSearch, setPage };
}
