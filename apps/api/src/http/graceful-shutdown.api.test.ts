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
/** Requests whose bodies arrive only after the signal: certainly in flight. */
const SLOW_REQUESTS = 20;

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
        PASSWORD_RESET_RATE_LIMIT_PER_IP: '1000',
        PASSWORD_RESET_RATE_LIMIT_PER_EMAIL: '1000',
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

      // Requests certainly in flight when the signal comes: each has sent its headers and half
      // its body, and sends the rest only after the signal.
      const slow = Array.from({ length: SLOW_REQUESTS }, (_, index) => {
        const body = JSON.stringify({ email: `slow.${index}@example.com` });
        let answer!: (status: number | string) => void;
        const done = new Promise<number | string>((resolve) => (answer = resolve));
        const request = http.request(
          `${origin}/api/auth/password-reset?slow=${index}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.once('end', () => answer(res.statusCode ?? 0));
          },
        );
        request.once('error', (error) => answer(`failed: ${error.message}`));
        const connected = new Promise<void>((resolve) =>
          request.once('socket', (socket) => socket.once('connect', () => resolve())),
        );
        request.write(body.slice(0, 5));
        return { done, connected, finish: () => request.end(body.slice(5)) };
      });
      // Connected, then a moment for the server to take each connection and read its headers.
      await Promise.all(slow.map((request) => request.connected));
      await new Promise((resolve) => setTimeout(resolve, 500));

      // And many quick ones at once, each numbered, so that the server's request log tells which
      // it accepted: those still in the kernel's queue when it stops listening may be refused.
      const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
      const paths = ['/api/health', '/api/restaurants/1', '/api/ready'];
      const quick = Array.from(
        { length: REQUESTS },
        (_, index) =>
          new Promise<number | string>((resolve) => {
            const url = `${origin}${paths[index % paths.length]}?request=${index}`;
            const request = http.get(url, { agent }, (res) => {
              res.resume();
              res.once('end', () => resolve(res.statusCode ?? 0));
            });
            request.once('error', (error) => resolve(`failed: ${error.message}`));
          }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const request of slow) request.finish();

      // Every request in flight at the signal is answered, then the process ends cleanly.
      expect(await Promise.all(slow.map((request) => request.done))).toEqual(
        Array(SLOW_REQUESTS).fill(202),
      );
      const statuses = await Promise.all(quick);
      agent.destroy();
      expect(await exited).toEqual({ code: 0, signal: null });
      const accepted = new Set(
        [...output.matchAll(/"url":"\/api\/[^"?]*\?request=(\d+)"/g)].map(([, n]) => Number(n)),
      );
      const expected = (index: number) =>
        paths[index % paths.length] === '/api/restaurants/1' ? 404 : 200;
      statuses.forEach((status, index) => {
        if (accepted.has(index)) expect(status, `request ${index}`).toBe(expected(index));
        else expect(status, `request ${index}`).toMatch(/^failed: /);
      });
      expect(output).toContain('shutting down');
      // Gone: it accepts nothing more.
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
    }
  }, 180_000);
});
