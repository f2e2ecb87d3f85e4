/**
 * The Inquiries view's filter in the query string (?show=handled, ?show=all; open by default), so
 * a reload or a shared link shows the same list. Changing it starts again at page 1.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { InquiryFilter } from '../api/admin-keys';
import { PAGE_PARAM } from './use-list-params';

const FILTER_PARAM = 'show';
export const inquiryFilters: readonly InquiryFilter[] = ['open', 'handled', 'all'];

const filterOf = (value: string | null): InquiryFilter =>
  inquiryFilters.find((filter) => filter === value) ?? 'open';

export function useInquiryFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterOf(searchParams.get(FILTER_PARAM));

  const setFilter = useCallback(
    (next: InquiryFilter) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next === 'open') params.delete(FILTER_PARAM);
        else params.set(FILTER_PARAM, next);
        params.delete(PAGE_PARAM);
        return params;
      }),
    [setSearchParams],
  );

  return { filter, setFilter };
}
