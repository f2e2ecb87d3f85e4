/**
 * Work that looks for what is due (reminders to queue, counters past use): run now, then every
 * `everyMs` until stopped. A failed run is logged and the next one tries again; `stop` waits for
 * the run in progress. The timer does not keep the process alive.
 */
export type PeriodicSweep = { stop(): Promise<void> };

type SweepLog = { error(details: object, message: string): void };

export function startPeriodicSweep(
  name: string,
  run: () => Promise<unknown>,
  everyMs: number,
  log: SweepLog,
): PeriodicSweep {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = run().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `${name} failed`),
    );
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
