/** Builds the whole API on a fresh database (and a fresh uploads folder) for `app.inject` tests. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import { checkResponsesAgainstSchemas } from './response-contracts.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_ADMIN_SECRET = 'test-admin-secret';

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    tokens?: TokenService;
    serveWeb?: boolean;
    /** Where the app's log lines go (give LOG_LEVEL too); none are written without it. */
    logStream?: { write: (line: string) => void };
  } = {},
) {
  // Uploads never land in the working tree's data folder.
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-uploads-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_SECRET_KEY: TEST_ADMIN_SECRET,
    UPLOADS_DIR: uploadsDir,
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { stream: options.logStream } : false,
    // The built web app (WEB_DIST_DIR) only for the tests of its pages.
    serveWeb: options.serveWeb ?? false,
    tokens: options.tokens,
    // Every answer is held to its route's declared response schema.
    instrument: (app) =>
      checkResponsesAgainstSchemas(app, (mismatch) =>
        console.error('Answer does not match its response schema:', JSON.stringify(mismatch)),
      ),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    /** The database's handle: a second app (a restarted process) may be built on it. */
    database,
    config,
    /**
     * Resolves once this app has heard every change notification committed before the call (on
     * PostgreSQL they arrive a moment after commit): it answers any write request only then.
     */
    heardChanges: async () => {
      await app.inject({ method: 'POST', url: '/api/auth/logout' });
    },
    close: async () => {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
