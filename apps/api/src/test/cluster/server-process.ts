/**
 * One of the cluster's real server processes (`node --import tsx src/server.ts`): started with
 * its environment, ready once its health URL answers, its output kept to explain a failure.
 */
import { spawn } from 'node:child_process';

const KEPT_OUTPUT = 20_000;

export type ServerProcess = {
  name: string;
  url: string;
  /** The last lines it wrote, for the message of a failed start or test. */
  output: () => string;
  stop: () => Promise<void>;
};

export async function startServerProcess({
  name,
  cwd,
  url,
  healthPath,
  env,
  timeoutMs = 90_000,
}: {
  name: string;
  cwd: string;
  url: string;
  healthPath: string;
  env: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A process dying mid-run fails tests in ways its own last words explain.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal}) unexpectedly:\n${output}`);
  });

  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      stopping = true;
      throw new Error(`${name} exited (${child.exitCode}) before answering:\n${output}`);
    }
    const ok = await fetch(`${url}${healthPath}`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name, url, output: () => output, stop };
}
