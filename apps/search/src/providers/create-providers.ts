/**
 * The providers this service's configuration makes available: the embedded directory always,
 * Overpass when OVERPASS_URL is set, SearxNG web search when SEARXNG_URL is set.
 */
import type { SearchProvider } from '@tablefor/shared';
import type { SearchConfig } from '../config.ts';
import type { SearchDatabase } from '../db/database.ts';
import type { Provider, Providers, WarningLog } from '../engine/types.ts';
import { createCatalogueDirectory } from './catalogue-directory.ts';
import { createLocalProvider } from './local-provider.ts';
import { createOverpassProvider } from './overpass-provider.ts';
import { createSearxngProvider } from './searxng-provider.ts';
import { consoleWarningLog } from '../engine/console-log.ts';

export function createProviders(
  config: SearchConfig,
  db: SearchDatabase,
  log: WarningLog = consoleWarningLog,
): Providers {
  const timeoutMs = config.providerTimeoutMs;
  const catalogue = createCatalogueDirectory({
    apiUrl: config.catalogueApiUrl,
    siteUrl: config.publicSiteUrl,
    timeoutMs,
  });
  const providers: Provider[] = [createLocalProvider({ db, catalogue, log })];
  if (config.overpassUrl) {
    providers.push(createOverpassProvider({ url: config.overpassUrl, timeoutMs }));
  }
  if (config.searxngUrl) {
    const allowedOrigins = config.fetchAllowedOrigins;
    providers.push(createSearxngProvider({ url: config.searxngUrl, timeoutMs, allowedOrigins }));
  }
  return new Map<SearchProvider, Provider>(providers.map((provider) => [provider.id, provider]));
}
