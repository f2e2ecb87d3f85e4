import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnPostgres } from './listen-postgres.ts';

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Counts the round trips `flush` makes, at the client every listener connection is made of. */
function countTrips() {
  const query = pg.Client.prototype.query;
  let trips = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (args[0] === 'SELECT 1') trips += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  cleanups.push(async () => {
    pg.Client.prototype.query = query;
  });
  return () => trips;
}

describe.skipIf(!serverUrl)('listenOnPostgres (DATABASE_URL)', () => {
  const channel = `flush_test_${process.pid}`;

  async function listen() {
    const heard: string[] = [];
    const listening = await listenOnPostgres(serverUrl ?? '', channel, {
      message: (payload) => heard.push(payload),
      gap: () => undefined,
    });
    cleanups.push(() => listening.stop());
    const writer = new pg.Client({ connectionString: serverUrl });
    await writer.connect();
    cleanups.push(() => writer.end());
    const notify = (payload: string) =>
      writer.query(`select pg_notify($1, $2)`, [channel, payload]);
    return { heard, listening, notify };
  }

  it('has heard a committed notification once flush resolves', async () => {
    const { heard, listening, notify } = await listen();
    for (const payload of ['1', '2', '3']) {
      await notify(payload);
      await listening.flush();
      expect(heard.at(-1)).toBe(payload);
    }
  });

  it('answers many flushes at once with at most two round trips, each after its caller', async () => {
    const { heard, listening, notify } = await listen();
    const trips = countTrips();
    await notify('before');
    const flushes = Array.from({ length: 50 }, () => listening.flush());
    // Asked while the first trip is out: it needs a trip that leaves after this commit.
    await notify('during');
    const late = listening.flush();
    await Promise.all(flushes);
    expect(heard).toContain('before');
    await late;
    expect(heard).toContain('during');
    expect(trips()).toBe(2);
  });
});
