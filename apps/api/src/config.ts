/** The API's environment, parsed once at boot; production refuses unsafe defaults. */
import path from 'node:path';
import {
  envBoolean,
  envInt,
  envLogLevel,
  envNodeEnv,
  envOptionalHttpUrl,
  envOrigins,
  envPort,
  envPositiveInt,
  envTrustProxy,
  madeUpSecrets,
  parseEnv,
  secretsOrDevDefaults,
  type LogLevel,
  type NodeEnv,
  type TrustProxy,
} from '@tablefor/server-kit';
import { z } from 'zod';
import {
  ACCOUNT_OVERLAPPING_BOOKINGS,
  CLAIM_PENDING_UPLOADS_MAX_FILES,
  CLAIM_PENDING_UPLOADS_MAX_MEGABYTES,
  GUEST_BOOKINGS_PER_CLIENT,
  GUEST_BOOKINGS_PER_EMAIL,
  GUEST_BOOKINGS_PER_RESTAURANT,
  NOTIFY_HOLD_MINUTES,
  PASSWORD_RESET_REQUESTS_PER_EMAIL,
  PASSWORD_RESET_REQUESTS_PER_IP,
} from '@tablefor/shared';

/** Made up outside production when unset (kept in `$DATA_DIR/secrets.json` by the server). */
const SECRET_NAMES = ['JWT_SECRET', 'ADMIN_SECRET_KEY'] as const;

const envSchema = z.object({
  NODE_ENV: envNodeEnv(),
  HOST: z.string().optional(),
  PORT: envPort(3000),
  TRUST_PROXY: envTrustProxy(),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  UPLOADS_S3_BUCKET: z.string().optional(),
  UPLOADS_S3_ENDPOINT: envOptionalHttpUrl(),
  UPLOADS_S3_REGION: z.string().optional(),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOADS_S3_FORCE_PATH_STYLE: envBoolean(false),
  UPLOADS_S3_PUBLIC_URL: envOptionalHttpUrl(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_SECRET_KEY: z.string().min(1).optional(),
  SEED_RESTAURANTS: envInt(400, { min: 0, max: 200_000 }),
  SEED_ON_START: envBoolean(true),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: envLogLevel(),
  LOGIN_RATE_LIMIT_PER_IP: envPositiveInt(20),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: envPositiveInt(10),
  LOGIN_RATE_LIMIT_PER_ACCOUNT_ALL_IPS: envPositiveInt(100),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: envPositiveInt(900),
  SIGNUP_RATE_LIMIT_PER_HOUR: envPositiveInt(30),
  PASSWORD_RESET_RATE_LIMIT_PER_IP: envPositiveInt(PASSWORD_RESET_REQUESTS_PER_IP),
  PASSWORD_RESET_RATE_LIMIT_PER_EMAIL: envPositiveInt(PASSWORD_RESET_REQUESTS_PER_EMAIL),
  WEB_DIST_DIR: z.string().optional(),
  GEOCODER_URL: envOptionalHttpUrl(),
  GEOCODER_API_KEY: z.string().optional(),
  GEOCODER_TIMEOUT_MS: envPositiveInt(5000, 60_000),
  IP_LOCATION_URL: envOptionalHttpUrl(),
  GEOCODING_RATE_LIMIT_PER_MINUTE: envPositiveInt(120),
  BOOKING_RATE_LIMIT_PER_MINUTE: envPositiveInt(30),
  GUEST_BOOKINGS_PER_RESTAURANT: envPositiveInt(GUEST_BOOKINGS_PER_RESTAURANT),
  GUEST_BOOKINGS_PER_EMAIL: envPositiveInt(GUEST_BOOKINGS_PER_EMAIL),
  GUEST_BOOKINGS_PER_CLIENT: envPositiveInt(GUEST_BOOKINGS_PER_CLIENT),
  ACCOUNT_OVERLAPPING_BOOKINGS: envPositiveInt(ACCOUNT_OVERLAPPING_BOOKINGS),
  CLAIM_UPLOADS_PENDING_FILES: envPositiveInt(CLAIM_PENDING_UPLOADS_MAX_FILES),
  CLAIM_UPLOADS_PENDING_MEGABYTES: envPositiveInt(CLAIM_PENDING_UPLOADS_MAX_MEGABYTES),
  CONTACT_RATE_LIMIT_PER_HOUR: envPositiveInt(10),
  CLAIM_CODE_RATE_LIMIT_PER_MINUTE: envPositiveInt(10),
  CLAIM_CODES_PER_LISTING_PER_HOUR: envPositiveInt(20),
  CRAWL_TIMEOUT_MS: envPositiveInt(10_000, 60_000),
  CRAWL_RATE_LIMIT_PER_MINUTE: envPositiveInt(10),
  LISTING_CREATE_RATE_LIMIT_PER_HOUR: envPositiveInt(20),
  CRAWL_ALLOWED_ORIGINS: envOrigins(),
  LLM_URL: envOptionalHttpUrl(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: envPositiveInt(8_000, 60_000),
  SEARCH_SERVICE_URL: envOptionalHttpUrl(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TableFor <no-reply@tablefor.app>'),
  SMS_WEBHOOK_URL: envOptionalHttpUrl(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  SMS_WEBHOOK_TIMEOUT_MS: envPositiveInt(10_000, 60_000),
  JOB_POLL_MS: envPositiveInt(1000, 60_000),
  NOTIFY_HOLD_MINUTES: envPositiveInt(NOTIFY_HOLD_MINUTES, 120),
  PUBLIC_URL: envOptionalHttpUrl(),
  REMINDER_SWEEP_SECONDS: envPositiveInt(60, 3600),
  SEARCH_FORWARD_TIMEOUT_MS: envPositiveInt(10_000, 60_000),
  TOPIC_SEARCH_RATE_LIMIT_PER_MINUTE: envPositiveInt(10),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  SHUTDOWN_TIMEOUT_MS: envPositiveInt(10_000, 120_000),
});

export type UploadsS3Config = {
  bucket: string;
  /** Unset: AWS S3 itself; set: MinIO, R2 and the like. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Where the bucket's public pictures are read (a CDN); unset: through the API. */
  publicUrl: string | undefined;
};

const S3_VARIABLES = [
  'UPLOADS_S3_ENDPOINT',
  'UPLOADS_S3_REGION',
  'UPLOADS_S3_ACCESS_KEY_ID',
  'UPLOADS_S3_SECRET_ACCESS_KEY',
  'UPLOADS_S3_PUBLIC_URL',
] as const;

/** The bucket's settings, or undefined for the local folder; half a configuration is refused. */
function uploadsS3Config(e: z.infer<typeof envSchema>): UploadsS3Config | undefined {
  const bucket = e.UPLOADS_S3_BUCKET?.trim();
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => e[name]);
    if (stray.length) throw new Error(`${stray.join(', ')} set without UPLOADS_S3_BUCKET`);
    return undefined;
  }
  const accessKeyId = e.UPLOADS_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = e.UPLOADS_S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY go together');
  }
  return {
    bucket,
    endpoint: e.UPLOADS_S3_ENDPOINT,
    region: e.UPLOADS_S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.UPLOADS_S3_FORCE_PATH_STYLE,
    publicUrl: e.UPLOADS_S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

export type Config = {
  env: NodeEnv;
  /** Loopback unless production: a development server is not for the network to reach. */
  host: string;
  port: number;
  /** The proxies whose X-Forwarded-For names the client (rate limits count by that address). */
  trustProxy: TrustProxy;
  dataDir: string;
  /** Where uploaded pictures are kept (the local UploadStore); default `${dataDir}/uploads`. */
  uploadsDir: string;
  /** An S3-compatible bucket for pictures and claim files instead of `uploadsDir`, when set. */
  uploadsS3: UploadsS3Config | undefined;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminSecretKey: string;
  /** The secrets that were not configured, so made up for this development install. */
  unconfiguredSecrets: string[];
  seedRestaurants: number;
  seedOnStart: boolean;
  /**
   * The demo user and the administrator with published passwords: seeded unless production, or
   * wherever SEED_DEMO=true asks for them.
   */
  seedDemo: boolean;
  logLevel: LogLevel;
  /**
   * Log lines for people (pino-pretty) or for machines (one JSON object each): pretty in
   * development, or on a terminal outside production; LOG_FORMAT decides when set.
   */
  logFormat: 'pretty' | 'json';
  /**
   * Prometheus metrics: at /api/metrics for a bearer of the token, and/or on a port of their
   * own; neither set, they are not served.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** How long SIGTERM waits for requests in flight before their connections are cut. */
  shutdownTimeoutMs: number;
  /**
   * Sign-in, per window: attempts per client network, wrong passwords per account from one
   * network, and per account from all networks together (beyond which checks slow down).
   */
  loginLimit: {
    perIp: number;
    perAccountAndIp: number;
    perAccountAllIps: number;
    windowSeconds: number;
  };
  signupLimitPerHour: number;
  /** Reset links asked for per hour, per client network and per e-mail address. */
  passwordResetLimits: { perIpPerHour: number; perEmailPerHour: number };
  webDistDir: string;
  /** Unset url: the built-in gazetteer answers. */
  geocoder: { url: string | undefined; apiKey: string | undefined; timeoutMs: number };
  /** Unset: the bundled IP table answers. '{ip}' in the URL is replaced by the client address. */
  ipLocationUrl: string | undefined;
  geocodingLimitPerMinute: number;
  /** Booking requests per IP per minute (bookings need no account, so they are capped). */
  bookingLimitPerMinute: number;
  /**
   * What one booker may hold: upcoming guest bookings per e-mail address or client network at one
   * restaurant, per e-mail address and per client network in all; an account's bookings at
   * overlapping times at one restaurant.
   */
  bookingBounds: {
    guestPerRestaurant: number;
    guestPerEmail: number;
    guestPerClient: number;
    accountOverlapping: number;
  };
  /** Claim uploads that no claim names yet, per account: how many, and their bytes together. */
  claimUploadQuota: { files: number; bytes: number };
  /** Contact-form inquiries per IP per hour (anyone may send one, so they are capped). */
  contactLimitPerHour: number;
  /**
   * Claim codes e-mailed: per IP per minute (anyone may ask), and per listing per hour (so a
   * listing's mailbox is not flooded and its codes cannot be guessed at scale).
   */
  claimCodeLimits: { perIpPerMinute: number; perListingPerHour: number };
  /**
   * The website crawl ('Fetch Information'). `allowedOrigins` may be fetched although they are
   * local or private addresses: the tests' and the browser tests' own sites, never production.
   */
  crawl: {
    timeoutMs: number;
    limitPerMinute: number;
    allowedOrigins: string[];
    /** A language model's second reading of the page (LLM_URL, as the search service's). */
    model?: { url: string; model: string; apiKey?: string; timeoutMs: number };
  };
  /**
   * Requests that create listings per account per hour, on each of the wizard's and topic
   * search's routes: a non-administrator's listing waits in the administrators' review queue.
   */
  listingCreateLimitPerHour: number;
  /** E-mail: SMTP when a URL is given (smtp://user:pass@host:587), else the development mailbox. */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Text messages (SMS): POSTed as JSON `{ to, body }` to a provider's webhook when a URL is
   * given (with the token as a bearer header), else into the development text outbox.
   */
  sms: { webhookUrl: string | undefined; webhookToken: string | undefined; timeoutMs: number };
  /** How often idle background workers (e-mail) look for jobs. */
  jobPollMs: number;
  /** How long a table offered to a Notify request is held for that diner, in minutes. */
  notifyHoldMinutes: number;
  /**
   * The site itself: its public origin (links in e-mail, canonical pages, the sitemap) and the
   * secret that guests' access codes and client hashes derive from.
   */
  site: { secret: string; publicUrl: string };
  /** How often the day-before reminders are looked for. */
  reminderSweepMs: number;
  /**
   * The topic-search service that /search/* is passed through to, and the searches one account
   * may start per minute (the service also limits them per client address).
   */
  searchService: { url: string; timeoutMs: number; limitPerMinute: number };
};

/**
 * `keepMadeUpSecrets`: the server's start keeps the secrets it makes up in `$DATA_DIR/secrets.json`
 * and reads them back on later starts; other callers (tests, tools) make up their own each time.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  {
    keepMadeUpSecrets = false,
    /** Whether standard output is a terminal (a person reads it). */
    terminal = false,
  } = {},
): Config {
  const e = parseEnv(envSchema, env);
  if (e.METRICS_PORT && e.METRICS_PORT === e.PORT) {
    throw new Error('METRICS_PORT must differ from PORT: the metrics are not for the public port');
  }
  if (e.NODE_ENV === 'production' && e.CRAWL_ALLOWED_ORIGINS.length > 0) {
    throw new Error('Refusing to start in production with CRAWL_ALLOWED_ORIGINS set');
  }
  // Outside production an unset secret is made up, never a constant from the code: a published
  // one would sign anyone's tokens and derive guests' access codes.
  const unconfiguredSecrets = SECRET_NAMES.filter((name) => !e[name]);
  const madeUp = madeUpSecrets(
    e.NODE_ENV === 'production' ? [] : unconfiguredSecrets,
    keepMadeUpSecrets ? path.join(e.DATA_DIR, 'secrets.json') : undefined,
  );
  const secrets = secretsOrDevDefaults(e.NODE_ENV, {
    JWT_SECRET: [e.JWT_SECRET, madeUp.JWT_SECRET],
    ADMIN_SECRET_KEY: [e.ADMIN_SECRET_KEY, madeUp.ADMIN_SECRET_KEY],
    // Diners' e-mails link to their reservations there: a localhost link would reach no one.
    PUBLIC_URL: [e.PUBLIC_URL, `http://localhost:${e.PORT}`],
  });
  return {
    env: e.NODE_ENV,
    host: e.HOST || (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    trustProxy: e.TRUST_PROXY,
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR || path.join(e.DATA_DIR, 'uploads')),
    uploadsS3: uploadsS3Config(e),
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: secrets.JWT_SECRET,
    adminSecretKey: secrets.ADMIN_SECRET_KEY,
    unconfiguredSecrets,
    seedRestaurants: e.SEED_RESTAURANTS,
    seedOnStart: e.SEED_ON_START,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    logFormat:
      e.LOG_FORMAT ??
      (e.NODE_ENV === 'development' || (terminal && e.NODE_ENV !== 'production')
        ? 'pretty'
        : 'json'),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    loginLimit: {
      perIp: e.LOGIN_RATE_LIMIT_PER_IP,
      perAccountAndIp: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      perAccountAllIps: e.LOGIN_RATE_LIMIT_PER_ACCOUNT_ALL_IPS,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    signupLimitPerHour: e.SIGNUP_RATE_LIMIT_PER_HOUR,
    passwordResetLimits: {
      perIpPerHour: e.PASSWORD_RESET_RATE_LIMIT_PER_IP,
      perEmailPerHour: e.PASSWORD_RESET_RATE_LIMIT_PER_EMAIL,
    },
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    geocoder: {
      url: e.GEOCODER_URL,
      apiKey: e.GEOCODER_API_KEY || undefined,
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
    ipLocationUrl: e.IP_LOCATION_URL,
    geocodingLimitPerMinute: e.GEOCODING_RATE_LIMIT_PER_MINUTE,
    bookingLimitPerMinute: e.BOOKING_RATE_LIMIT_PER_MINUTE,
    bookingBounds: {
      guestPerRestaurant: e.GUEST_BOOKINGS_PER_RESTAURANT,
      guestPerEmail: e.GUEST_BOOKINGS_PER_EMAIL,
      guestPerClient: e.GUEST_BOOKINGS_PER_CLIENT,
      accountOverlapping: e.ACCOUNT_OVERLAPPING_BOOKINGS,
    },
    claimUploadQuota: {
      files: e.CLAIM_UPLOADS_PENDING_FILES,
      bytes: e.CLAIM_UPLOADS_PENDING_MEGABYTES * 1024 * 1024,
    },
    contactLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    claimCodeLimits: {
      perIpPerMinute: e.CLAIM_CODE_RATE_LIMIT_PER_MINUTE,
      perListingPerHour: e.CLAIM_CODES_PER_LISTING_PER_HOUR,
    },
    crawl: {
      timeoutMs: e.CRAWL_TIMEOUT_MS,
      limitPerMinute: e.CRAWL_RATE_LIMIT_PER_MINUTE,
      allowedOrigins: e.CRAWL_ALLOWED_ORIGINS,
      ...(e.LLM_URL
        ? {
            model: {
              url: e.LLM_URL,
              model: e.LLM_MODEL,
              ...(e.LLM_API_KEY ? { apiKey: e.LLM_API_KEY } : {}),
              timeoutMs: e.LLM_TIMEOUT_MS,
            },
          }
        : {}),
    },
    listingCreateLimitPerHour: e.LISTING_CREATE_RATE_LIMIT_PER_HOUR,
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM },
    sms: {
      webhookUrl: e.SMS_WEBHOOK_URL,
      webhookToken: e.SMS_WEBHOOK_TOKEN || undefined,
      timeoutMs: e.SMS_WEBHOOK_TIMEOUT_MS,
    },
    jobPollMs: e.JOB_POLL_MS,
    notifyHoldMinutes: e.NOTIFY_HOLD_MINUTES,
    site: {
      secret: secrets.JWT_SECRET,
      publicUrl: secrets.PUBLIC_URL,
    },
    reminderSweepMs: e.REMINDER_SWEEP_SECONDS * 1000,
    searchService: {
      url: e.SEARCH_SERVICE_URL ?? 'http://127.0.0.1:3001',
      timeoutMs: e.SEARCH_FORWARD_TIMEOUT_MS,
      limitPerMinute: e.TOPIC_SEARCH_RATE_LIMIT_PER_MINUTE,
    },
  };
}
