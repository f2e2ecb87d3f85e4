/** The server processes a bench starts: waiting for them to answer, and stopping them. */
import type { ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; fails after `timeoutMs`. */
export async function waitUntilAnswers(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM to the process (or, when it leads one, its whole group), then waits for its exit. */
export async function stopProcess(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (group) process.kill(-child.pid!, 'SIGTERM');
  else child.kill('SIGTERM');
  await exited;
}
