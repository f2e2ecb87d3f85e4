/** Search sorts, page sizes and defaults: zod-free, so pages load them cheaply. */
export const SORT_OPTIONS = [
  'relevance',
  'distance',
  'rating',
  'price',
  'name',
  'popularity',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const DEFAULT_SEARCH_TIME = '19:00';
export const DEFAULT_PARTY_SIZE = 2;
