/**
 * Reading restaurants' web pages: a fetch that cannot reach this server's own network, and a
 * deterministic extraction of what a page states (schema.org, meta tags, text). The API's crawl
 * ('Fetch Information') and the search service's web provider both read pages through it.
 */
export { CrawlFailure, type CrawlFailureReason } from './crawl-failure.ts';
export {
  CRAWLER_USER_AGENT,
  createPageFetcher,
  type FetchedPage,
  type PageFetcher,
  type PageFetcherOptions,
} from './safe-fetch.ts';
export type { Resolver } from './address-guard.ts';
export {
  extractRestaurant,
  statesRestaurantInformation,
  type Extraction,
} from './restaurant-extraction.ts';
export { parseHoursText } from './opening-hours-text.ts';
export { isAggregatorUrl } from './aggregators.ts';
