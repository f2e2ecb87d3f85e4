/**
 * A paged list's pages: how many there are, a page past the end (its last card deleted, an old
 * link) replaced by the last one, and paging that brings the list's heading into view.
 */
import { useEffect, useRef } from 'react';
import { ADMIN_PAGE_SIZE } from '../api/admin-keys';
import { pageCount } from '../components/pagination';

type Paging = {
  page: number;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The list's total, once loaded, and whether the shown data is the previous page's. */
  total: number | undefined;
  isPlaceholderData: boolean;
};

export function useListPaging({ page, setPage, total, isPlaceholderData }: Paging) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = total === undefined ? 1 : pageCount(total, ADMIN_PAGE_SIZE);

  const pastTheEnd = total !== undefined && !isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages, { replace: true });
  }, [pastTheEnd, pages, setPage]);

  function goToPage(next: number) {
    setPage(next);
    // The new page starts at its heading, not at the pagination the click came from.
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }

  return { headingRef, pages, shownPage: Math.min(page, pages), goToPage };
}
