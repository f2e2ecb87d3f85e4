/** What the search engine and its providers exchange. */
import type { Company, SearchProvider, TopicSearchStatus } from '@tablefor/shared';

/** A place as one provider states it, before it is scored and checked against the filters. */
export type Candidate = Omit<Company, 'relevance_score' | 'unknown_filters'>;

export type ProviderQuery = {
  /** The generated query ('italian restaurants santa monica'). */
  text: string;
  /** The location filter, '' for anywhere. */
  location: string;
  /** At most this many candidates (the config's max_search_results). */
  limit: number;
  /** Set when the query looks for one known place (a reflection step): its name. */
  name?: string;
};

/** One source of places, chosen by the task's search_provider. */
export interface Provider {
  readonly id: SearchProvider;
  /** Places matching the query; a source that fails throws JobFailure('topicSearch.providerFailed'). */
  search(query: ProviderQuery, signal: AbortSignal): Promise<Candidate[]>;
}

export type Providers = ReadonlyMap<SearchProvider, Provider>;

export type TopicSearchResult = NonNullable<TopicSearchStatus['result']>;

/** Where the engine and providers report trouble they recover from (the service's logger). */
export type WarningLog = { warn: (details: object, message: string) => void };
