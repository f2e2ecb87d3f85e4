/**
 * A list's filter kept in the query string (?show=handled), so a reload or a shared link shows the
 * same list; the default value leaves the parameter out. Changing it starts again at page 1.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from './use-list-params';

export function useQueryFilter<T extends string>(
  param: string,
  options: readonly T[],
  fallback: T,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = options.find((option) => option === searchParams.get(param)) ?? fallback;

  const setFilter = useCallback(
    (next: T) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === fallback) params.delete(param);
        else params.set(param, next);
        params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearchParams, param, fallback],
  );

  return { filter, setFilter };
}
