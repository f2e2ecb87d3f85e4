/**
 * GET /api/business/inquiries: one page of the business contact form's inquiries, newest first,
 * open ones, handled ones or all. Every page carries the count of open inquiries, so the default
 * page (open, page 1) also gives the dashboard its 'Inquiries' badge.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inquiryPageSchema, type InquiryPage } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type InquiryListParams } from './admin-keys';

export function inquiriesSearchParams({ filter, page }: InquiryListParams): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (filter !== 'all') params.set('handled', String(filter === 'handled'));
  return params;
}

export function getInquiries(
  params: InquiryListParams,
  signal?: AbortSignal,
): Promise<InquiryPage> {
  return api.get(`/api/business/inquiries?${inquiriesSearchParams(params).toString()}`, {
    schema: inquiryPageSchema,
    signal,
  });
}

export const getInquiriesQueryOptions = (params: InquiryListParams) =>
  queryOptions({
    queryKey: adminKeys.inquiryPage(params),
    queryFn: ({ signal }) => getInquiries(params, signal),
  });

/**
 * Paging keeps the previous page on screen while the next loads; another filter starts with the
 * loading state, as its counts and empty text would not fit the old list.
 */
export function useInquiries(params: InquiryListParams) {
  return useQuery({
    ...getInquiriesQueryOptions(params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].filter === params.filter ? keepPreviousData(previous) : undefined,
  });
}

/** How many inquiries are open (undefined until known). */
export function useOpenInquiryCount(): number | undefined {
  return useQuery({
    ...getInquiriesQueryOptions({ filter: 'open', page: 1 }),
    select: (data) => data.open,
  }).data;
}
