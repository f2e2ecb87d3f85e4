/**
 * 'Fetch Information': the website crawl's limits and messages. Zod-free, so
 * the wizard loads them cheaply.
 */
import { messageCodes, messageEntries, messageTexts } from './messages/define-messages.ts';

export const CRAWL_TIMEOUT_SECONDS = 10;
export const CRAWL_MAX_MEGABYTES = 2;
export const CRAWL_MAX_BYTES = CRAWL_MAX_MEGABYTES * 1024 * 1024;
export const CRAWL_MAX_REDIRECTS = 3;
export const CRAWL_INSTRUCTION_MAX_LENGTH = 500;

/**
 * Where a crawled field was read: the page's schema.org data (JSON-LD, microdata), its <head>
 * tags (Open Graph, meta), its visible text, or a language model reading that text (LLM_URL; kept
 * only where the page's text contains the value).
 */
export const crawlFieldSources = ['structured', 'tags', 'text', 'model'] as const;
export type CrawlFieldSource = (typeof crawlFieldSources)[number];

const crawlMessageDefinitions = {
  urlRequired: 'Please enter a valid URL',
  urlInvalid: 'Please enter a valid URL',
  instructionTooLong: {
    text: 'Instructions must be at most {{max}} characters',
    params: { max: CRAWL_INSTRUCTION_MAX_LENGTH },
  },
  failed: 'Failed to fetch restaurant information. Please try again or continue manually.',
  nothingFound: 'No restaurant information found',
  blockedAddress: 'This address points to a private or local network and cannot be fetched',
  unresolvable: 'This website could not be found',
  httpStatus: { text: 'The website answered with status {{status}}', params: { status: 0 } },
  notHtml: 'The address did not answer with a web page',
  tooLarge: {
    text: 'The page is larger than {{max}} MB',
    params: { max: CRAWL_MAX_MEGABYTES },
  },
  timeout: {
    text: 'The website did not answer within {{seconds}} seconds',
    params: { seconds: CRAWL_TIMEOUT_SECONDS },
  },
  tooManyRedirects: {
    text: 'The website redirected more than {{max}} times',
    params: { max: CRAWL_MAX_REDIRECTS },
  },
} as const;

export const crawlMessages = /* @__PURE__ */ messageTexts(crawlMessageDefinitions);
export const crawlCodes = /* @__PURE__ */ messageCodes('crawl', crawlMessageDefinitions);
export const crawlMessageEntries = /* @__PURE__ */ messageEntries('crawl', crawlMessageDefinitions);
