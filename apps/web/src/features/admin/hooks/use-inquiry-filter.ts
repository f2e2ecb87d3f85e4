/** The Inquiries view's filter in the query string (?show=handled, ?show=all; open by default). */
import type { InquiryFilter } from '../api/admin-keys';
import { useQueryFilter } from './use-query-filter';

export const inquiryFilters: readonly InquiryFilter[] = ['open', 'handled', 'all'];

export const useInquiryFilter = () => useQueryFilter('show', inquiryFilters, 'open');
