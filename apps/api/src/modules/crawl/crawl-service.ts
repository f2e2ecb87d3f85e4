/** 'Fetch Information': read a restaurant's website, answer what it states. */
import { AppError, problem } from '@tablefor/server-kit';
import { crawlCodes, type CrawlResult } from '@tablefor/shared';
import { CrawlFailure } from '@tablefor/page-reader';
import { extractRestaurant, statesRestaurantInformation } from '@tablefor/page-reader';
import type { FetchedPage, PageFetcher } from '@tablefor/page-reader';
import { gazetteerGeocode } from '../geocoding/gazetteer.ts';
import { modelPass, type CrawlModel } from './crawl-model-pass.ts';

export type CrawlDeps = {
  fetchPage: PageFetcher;
  /** Told about a page the extraction could not read (a bug to fix, not the site's fault). */
  logUnexpected: (error: unknown) => void;
  /** A language model's second reading (LLM_URL), when configured. */
  model?: { config: CrawlModel; logFailure: (error: unknown) => void };
};

/**
 * An address written as a refused IP is the caller's bad input (400); a name that does not lead
 * to a public address, like whatever the site did, is a 422.
 */
function crawlError(failure: CrawlFailure): AppError {
  const status = failure.reason === 'blockedAddress' ? 400 : 422;
  return new AppError(status, [problem('url', crawlCodes[failure.reason], failure.params)]);
}

export async function crawlRestaurant(
  { fetchPage, logUnexpected, model }: CrawlDeps,
  input: { url: string; instruction: string },
): Promise<CrawlResult> {
  try {
    const page = await fetchPage(input.url);
    const extraction = extractOrFail(page, input.instruction, logUnexpected);
    if (model) {
      const read = { text: extraction.text, instruction: input.instruction };
      extraction.result = await modelPass(extraction.result, read, model.config, model.logFailure);
    }
    if (!statesRestaurantInformation(extraction)) throw new CrawlFailure('nothingFound');
    return withNeighborhood(extraction.result);
  } catch (error) {
    throw crawlError(error instanceof CrawlFailure ? error : new CrawlFailure('failed'));
  }
}

/**
 * A neighborhood the page does not state, from its address through the gazetteer (it knows Los
 * Angeles neighborhoods); elsewhere it stays empty rather than repeat the city.
 */
function withNeighborhood(result: CrawlResult): CrawlResult {
  if (result.neighborhood || !result.address) return result;
  const place = gazetteerGeocode(result.address);
  const neighborhood = place?.neighborhood ?? '';
  const precise = place?.type === 'street_address' || place?.type === 'neighborhood';
  if (!precise || !neighborhood || neighborhood === place?.city) return result;
  return { ...result, neighborhood };
}

/** The extraction, where a page it cannot read is a failed crawl, never a 500. */
function extractOrFail(
  page: FetchedPage,
  instruction: string,
  logUnexpected: (error: unknown) => void,
) {
  try {
    return extractRestaurant(page, instruction);
  } catch (error) {
    logUnexpected(error);
    throw new CrawlFailure('failed');
  }
}
