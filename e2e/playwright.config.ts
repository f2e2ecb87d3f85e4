import { defineConfig } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The restaurant website that the crawl journey starts (tests/support/restaurant-site.ts).
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3199);
const dataDir = path.join(import.meta.dirname, `.data-${PORT}`);

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'wide', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh embedded database for every run, built and seeded like `npm start`.
    command: `rm -rf ${dataDir} && node ../scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The documented default (.env.example), under which start.mjs also builds the web app when
      // it is stale: a build that depended on it would fail every journey (fixtures.ts).
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_RESTAURANTS: '60',
      ADMIN_SECRET_KEY: 'e2e-admin-secret',
      LOG_LEVEL: 'warn',
      SIGNUP_RATE_LIMIT_PER_HOUR: '1000',
      CONTACT_RATE_LIMIT_PER_HOUR: '1000',
      // Every journey signs in from the same loopback address; the per-IP limit is proven by the
      // API tests, and here it would lock out the journeys that come late in the run.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      // Likewise the password-reset links every journey asks for (the limit is the API tests').
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '1000',
      // Likewise every guest booking comes from loopback: the bounds per client are the API tests'.
      GUEST_BOOKINGS_PER_RESTAURANT: '1000',
      GUEST_BOOKINGS_PER_CLIENT: '1000',
      // Only this loopback origin may be crawled; every other private address stays refused.
      CRAWL_ALLOWED_ORIGINS: `http://127.0.0.1:${SITE_PORT}`,
    },
  },
});
