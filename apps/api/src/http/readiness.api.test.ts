/**
 * `GET /api/ready`: 200 with every check 'ok' on a migrated database with its workers running;
 * 503 naming the check when the database does not answer, a committed migration is not applied,
 * or the job workers are stopped. Answers are kept for a moment, so probes stay cheap.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, type Database } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createReadinessCheck, readinessRoute, type Readiness } from './readiness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = Fastify({ logger: false }).log;

/** The route alone on a small app, over the checks' inputs a test chooses. */
async function ask(options: {
  db?: Database;
  migrationsFolder?: string;
  workersRunning?: () => boolean;
  cacheMs?: number;
}) {
  const app = Fastify({ logger: false });
  readinessRoute(
    app,
    createReadinessCheck({
      db: options.db ?? t.db,
      migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER,
      workersRunning: options.workersRunning ?? (() => true),
      log: silent,
      cacheMs: options.cacheMs ?? 0,
    }),
  );
  const res = await app.inject({ url: '/api/ready' });
  await app.close();
  return { status: res.statusCode, body: res.json<Readiness>() };
}

/** A copy of the migrations folder whose journal has one more migration than the database. */
function folderWithNewerMigration(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tablefor-migrations-'));
  cpSync(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(folder, 'meta'), { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; when: number; tag: string }[];
  };
  const last = journal.entries.at(-1)!;
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_later' });
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('GET /api/ready', () => {
  it('answers 200 with every check ok on the whole app', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      ready: true,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('answers 503 naming the database when it does not answer', async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const { status, body } = await ask({ db: closed.db });
    expect(status).toBe(503);
    expect(body).toEqual({
      ready: false,
      checks: { database: 'unreachable', migrations: 'unknown', jobs: 'ok' },
    });
  });

  it('answers 503 naming the migration not applied', async () => {
    const folder = folderWithNewerMigration();
    try {
      const { status, body } = await ask({ migrationsFolder: folder });
      expect(status).toBe(503);
      expect(body).toEqual({
        ready: false,
        checks: { database: 'ok', migrations: 'not applied: 9999_later', jobs: 'ok' },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers 503 when the job workers are not running', async () => {
    const { status, body } = await ask({ workersRunning: () => false });
    expect(status).toBe(503);
    expect(body).toEqual({
      ready: false,
      checks: { database: 'ok', migrations: 'ok', jobs: 'stopped' },
    });
  });

  it('keeps an answer for a moment: a flood of probes costs one check', async () => {
    let asked = 0;
    const app = Fastify({ logger: false });
    readinessRoute(
      app,
      createReadinessCheck({
        db: t.db,
        migrationsFolder: MIGRATIONS_FOLDER,
        workersRunning: () => {
          asked += 1;
          return true;
        },
        log: silent,
        cacheMs: 60_000,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ url: '/api/ready' })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(asked).toBe(1);
    await app.close();
  });
});
