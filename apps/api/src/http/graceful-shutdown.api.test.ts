/**
 * SIGTERM under load: the real server, started as a child process, finishes every request it
 * had accepted (none fails), then exits 0 after closing its workers and database.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { TEST_ADMIN_SECRET } from '../test/test-app.ts';

const API_DIR = path.join(import.meta.dirname, '..', '..');
const REQUESTS = 300;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tablefor-shutdown-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function answers(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

describe('SIGTERM', () => {
  it('finishes every request in flight, then exits 0', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: '', // its own embedded database, whichever the suite runs on
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        ADMIN_SECRET_KEY: TEST_ADMIN_SECRET,
        JWT_SECRET: 'shutdown-test-secret-of-at-least-32-characters',
        SEED_ON_START: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server.once('exit', (code, signal) => resolve({ code, signal })),
    );
    try {
      await answers(`${origin}/api/health`, 90_000);

      // Many requests at once, each a few queries on the one embedded connection: most are
      // still waiting their turn when the signal comes. Each is numbered, so that the server's
      // request log tells which ones it accepted.
      const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
      let answered = 0;
      let sent = 0;
      const paths = ['/api/health', '/api/restaurants/1', '/api/ready'];
      const requests = Array.from(
        { length: REQUESTS },
        (_, index) =>
          new Promise<number | string>((resolve) => {
            const url = `${origin}${paths[index % paths.length]}?request=${index}`;
            const request = http.get(url, { agent }, (res) => {
              res.resume();
              res.once('end', () => {
                answered += 1;
                resolve(res.statusCode ?? 0);
              });
            });
            request.once('finish', () => (sent += 1));
            request.once('error', (error) => resolve(`failed: ${error.message}`));
          }),
      );
      while (sent < REQUESTS || answered === 0) await new Promise((r) => setTimeout(r, 5));
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.kill('SIGTERM');
      const answeredBeforeSignal = answered;
      const statuses = await Promise.all(requests);
      agent.destroy();
      expect(await exited).toEqual({ code: 0, signal: null });

      // A connection still in the kernel's queue when the server stopped listening was never
      // accepted: refusing it is right (the client or its proxy retries elsewhere). Every
      // request the server did accept was answered, most of them after the signal.
      const accepted = new Set(
        [...output.matchAll(/"url":"\/api\/[^"?]*\?request=(\d+)"/g)].map(([, n]) => Number(n)),
      );
      const expected = (index: number) =>
        paths[index % paths.length] === '/api/restaurants/1' ? 404 : 200;
      statuses.forEach((status, index) => {
        if (accepted.has(index)) expect(status, `request ${index}`).toBe(expected(index));
        else expect(status, `request ${index}`).toMatch(/^failed: /);
      });
      expect(accepted.size - answeredBeforeSignal).toBeGreaterThanOrEqual(50);
      expect(output).toContain('shutting down');
      // Gone: it accepts nothing more.
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 180_000);
});
