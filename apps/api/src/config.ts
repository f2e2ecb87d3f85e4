/** The API's environment, parsed once at boot; production refuses unsafe defaults. */
import path from 'node:path';
import { z } from 'zod';

const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';
const DEV_ADMIN_SECRET_KEY = 'dev-admin-secret';

/** An http(s) URL; an empty value means unset. */
const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_SECRET_KEY: z.string().min(1).optional(),
  SEED_RESTAURANTS: z.coerce.number().int().min(0).max(200_000).default(400),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SIGNUP_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  WEB_DIST_DIR: z.string().optional(),
  GEOCODER_URL: optionalUrl,
  GEOCODER_API_KEY: z.string().optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(5000),
  IP_LOCATION_URL: optionalUrl,
  GEOCODING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  adminSecretKey: string;
  seedRestaurants: number;
  seedOnStart: boolean;
  logLevel: string;
  loginLimit: { perIp: number; perAccount: number; windowSeconds: number };
  signupLimitPerHour: number;
  webDistDir: string;
  /** Unset url: the built-in gazetteer answers. */
  geocoder: { url: string | undefined; apiKey: string | undefined; timeoutMs: number };
  /** Unset: the bundled IP table answers. '{ip}' in the URL is replaced by the client address. */
  ipLocationUrl: string | undefined;
  geocodingLimitPerMinute: number;
  /** Booking requests per IP per minute (bookings need no account, so they are capped). */
  bookingLimitPerMinute: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = [
      !e.JWT_SECRET && 'JWT_SECRET',
      !e.ADMIN_SECRET_KEY && 'ADMIN_SECRET_KEY',
    ].filter(Boolean);
    if (missing.length) {
      throw new Error(`Refusing to start in production without: ${missing.join(', ')}`);
    }
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    adminSecretKey: e.ADMIN_SECRET_KEY ?? DEV_ADMIN_SECRET_KEY,
    seedRestaurants: e.SEED_RESTAURANTS,
    seedOnStart: e.SEED_ON_START,
    logLevel: e.LOG_LEVEL,
    loginLimit: {
      perIp: e.LOGIN_RATE_LIMIT_PER_IP,
      perAccount: e.LOGIN_RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: e.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
    },
    signupLimitPerHour: e.SIGNUP_RATE_LIMIT_PER_HOUR,
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
  };
}
