/**
 * Closing on a signal, with a real process: requests in flight finish and the process exits 0,
 * a second signal changes nothing; a request still running at the deadline is cut off, the
 * process still closes what it holds and exits 1.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.join(import.meta.dirname, 'test-servers', 'slow-server.ts');

async function start(env: Record<string, string> = {}) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', SERVER],
    { env: { ...process.env, ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  for (let waited = 0; !/listening (\d+)/.test(output); waited += 20) {
    if (waited > 20_000) throw new Error(`the server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const port = /listening (\d+)/.exec(output)![1];
  return { child, origin: `http://127.0.0.1:${port}`, exited, output: () => output };
}

const settle = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 'failed',
  );

describe('serveUntilSignalled', () => {
  it('finishes the requests in flight, takes a second signal calmly and exits 0', async () => {
    const server = await start();
    const slow = Array.from({ length: 5 }, () => settle(`${server.origin}/slow`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    server.child.kill('SIGINT');
    expect(await Promise.all(slow)).toEqual([200, 200, 200, 200, 200]);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('closed');
  });

  it('cuts off a request still running at the deadline, closes what it holds and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '500' });
    const hanging = settle(`${server.origin}/hang`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    expect(await hanging).toBe('failed');
    expect(await server.exited).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(450);
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.output()).toContain('closed');
  });
});
