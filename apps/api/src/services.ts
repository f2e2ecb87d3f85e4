/**
 * The composition root: every service the API's routes and background work use is built here,
 * once, and passed in. A route never builds its own geocoder, mailer, store or clock.
 */
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createReadCache, type ChangeAwareCache } from './http/read-cache.ts';
import { createTokenService, type TokenService } from './modules/auth/tokens.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createClaimFileStore, createS3ClaimFileStore } from './modules/claims/claim-uploads.ts';
import {
  createDirectoryUploadStore,
  createS3UploadStore,
  type UploadStore,
} from './modules/gallery/upload-store.ts';
import {
  createGeocodingServices,
  type GeocodingServices,
} from './modules/geocoding/geocoding-service.ts';
import { createMailer, type Mailer } from './modules/mail/mail-transport.ts';
import { createSmsSender, type SmsSender } from './modules/text-messages/sms-sender.ts';
import type { FileStore } from './storage/directory-file-store.ts';
import { createS3Client } from './storage/s3-object-store.ts';

/** How late a kept read may be about what time alone changes (no write is ever missed). */
const READ_CACHE_TTL_MS = 10_000;
const READ_CACHE_MAX_ENTRIES = 5_000;

export type Services = {
  db: Database;
  config: Config;
  /** Public reads kept until the database says their rows changed (any process's writes). */
  readCache: ChangeAwareCache;
  tokens: TokenService;
  /** The one geocoder (remote or bundled, behind its cache) and the IP locator. */
  geocoding: GeocodingServices;
  mailer: Mailer;
  /** Text messages (SMS): a provider's webhook, or the development outbox. */
  smsSender: SmsSender;
  claimFiles: FileStore;
  galleryFiles: UploadStore;
  /** The time a request acts at. */
  now: () => Date;
};

export type ServiceOverrides = Partial<Pick<Services, 'tokens' | 'mailer' | 'smsSender' | 'now'>>;

/** Uploads in the configured S3-compatible bucket, or else in the local folder. */
function buildUploadStores(
  config: Config,
  log: FastifyBaseLogger | undefined,
): Pick<Services, 'claimFiles' | 'galleryFiles'> {
  const s3 = config.uploadsS3;
  if (!s3) {
    return {
      claimFiles: createClaimFileStore(config.uploadsDir),
      galleryFiles: createDirectoryUploadStore(config.uploadsDir),
    };
  }
  const client = createS3Client(s3);
  return {
    claimFiles: createS3ClaimFileStore(client, s3.bucket, log),
    galleryFiles: createS3UploadStore(client, s3.bucket, log),
  };
}

export function buildServices(
  config: Config,
  database: DatabaseHandle,
  overrides: ServiceOverrides = {},
  /** Where a bucket's refusals are logged with their cause. */
  log?: FastifyBaseLogger,
): Services {
  const db = database.db;
  return {
    db,
    config,
    readCache: createReadCache({ ttlMs: READ_CACHE_TTL_MS, maxEntries: READ_CACHE_MAX_ENTRIES }),
    tokens: overrides.tokens ?? createTokenService(config.jwtSecret),
    geocoding: createGeocodingServices(db, config),
    mailer: overrides.mailer ?? createMailer(config.mail),
    smsSender: overrides.smsSender ?? createSmsSender(config.sms),
    ...buildUploadStores(config, log),
    now: overrides.now ?? (() => new Date()),
  };
}
