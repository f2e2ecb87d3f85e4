/** The search service's environment, parsed once at boot. */
import path from 'node:path';
import {
  envBoolean,
  envLogLevel,
  envNodeEnv,
  envOptionalHttpUrl,
  envOrigins,
  envPort,
  envPositiveInt,
  envTrustProxy,
  parseEnv,
  type LogLevel,
  type NodeEnv,
  type TrustProxy,
} from '@tablefor/server-kit';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: envNodeEnv(),
  SEARCH_HOST: z.string().default('127.0.0.1'),
  SEARCH_PORT: envPort(3001),
  /**
   * Whose X-Forwarded-For names the client: the API's forwarder (`loopback` when it runs on this
   * machine, as `npm start` sets it); unset, none. Its own name: `npm start` gives both processes
   * one environment, and the API's TRUST_PROXY describes the proxies in front of the API.
   */
  SEARCH_TRUST_PROXY: envTrustProxy(),
  DATA_DIR: z.string().default('./data'),
  /** Its own database: PostgreSQL for replicas; unset, PGlite under <DATA_DIR>/search. */
  SEARCH_DATABASE_URL: z.string().optional(),
  /** The product's API, which lists the catalogue's unclaimed restaurants. */
  CATALOGUE_API_URL: envOptionalHttpUrl(),
  /** The product's public address, for links to catalogue pages; default CATALOGUE_API_URL. */
  PUBLIC_SITE_URL: envOptionalHttpUrl(),
  OVERPASS_URL: envOptionalHttpUrl(),
  SEARXNG_URL: envOptionalHttpUrl(),
  /** An OpenAI-compatible endpoint (…/v1) that may improve query expansion; off when unset. */
  LLM_URL: envOptionalHttpUrl(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_API_KEY: z.string().optional(),
  PROVIDER_TIMEOUT_MS: envPositiveInt(10_000, 120_000),
  /** Exact origins that the web provider may read though local (tests only). */
  FETCH_ALLOWED_ORIGINS: envOrigins(),
  SEARCH_CONCURRENCY: envPositiveInt(2, 32),
  TASK_LEASE_SECONDS: envPositiveInt(30, 3600),
  TASK_MAX_ATTEMPTS: envPositiveInt(3, 10),
  TASK_POLL_MS: envPositiveInt(1000, 60_000),
  SEARCH_RATE_LIMIT_PER_MINUTE: envPositiveInt(20),
  /** Import the bundled Los Angeles sample when the directory is empty. */
  IMPORT_SAMPLE_ON_START: envBoolean(true),
  LOG_LEVEL: envLogLevel(),
});

export type SearchConfig = {
  env: NodeEnv;
  host: string;
  port: number;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  catalogueApiUrl: string;
  publicSiteUrl: string;
  overpassUrl: string | undefined;
  searxngUrl: string | undefined;
  llm: { url: string; model: string; apiKey: string | undefined } | undefined;
  providerTimeoutMs: number;
  fetchAllowedOrigins: string[];
  tasks: { concurrency: number; leaseMs: number; maxAttempts: number; pollMs: number };
  rateLimitPerMinute: number;
  importSampleOnStart: boolean;
  logLevel: LogLevel;
};

export function loadSearchConfig(env: NodeJS.ProcessEnv = process.env): SearchConfig {
  const e = parseEnv(envSchema, env);
  if (e.NODE_ENV === 'production' && e.FETCH_ALLOWED_ORIGINS.length > 0) {
    throw new Error('Refusing to start in production with FETCH_ALLOWED_ORIGINS set');
  }
  return {
    env: e.NODE_ENV,
    host: e.SEARCH_HOST,
    port: e.SEARCH_PORT,
    trustProxy: e.SEARCH_TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR, 'search'),
    databaseUrl: e.SEARCH_DATABASE_URL || undefined,
    catalogueApiUrl: e.CATALOGUE_API_URL ?? 'http://127.0.0.1:3000',
    publicSiteUrl: e.PUBLIC_SITE_URL ?? e.CATALOGUE_API_URL ?? 'http://127.0.0.1:3000',
    overpassUrl: e.OVERPASS_URL,
    searxngUrl: e.SEARXNG_URL,
    llm: e.LLM_URL ? { url: e.LLM_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY } : undefined,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    fetchAllowedOrigins: e.FETCH_ALLOWED_ORIGINS,
    tasks: {
      concurrency: e.SEARCH_CONCURRENCY,
      leaseMs: e.TASK_LEASE_SECONDS * 1000,
      maxAttempts: e.TASK_MAX_ATTEMPTS,
      pollMs: e.TASK_POLL_MS,
    },
    rateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    importSampleOnStart: e.IMPORT_SAMPLE_ON_START,
    logLevel: e.LOG_LEVEL,
  };
}
