/**
 * LISTEN on a PostgreSQL server over a connection of its own (a pooled one would be handed to
 * other queries). A lost connection is reported as a gap and opened again after a pause; the
 * reopened one reports a gap too, since what was sent in between is gone.
 */
import pg from 'pg';
import type { Listening, NotificationListener } from './database-handle.ts';

const RECONNECT_MS = 1_000;

export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  listener: NotificationListener,
): Promise<Listening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notification) => {
      if (notification.channel === channel) listener.message(notification.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    listener.gap(false);
    if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
  }

  function reconnect() {
    connect().then(
      () => listener.gap(true),
      (error: Error) => {
        console.warn(`PostgreSQL: LISTEN ${channel} failed (${error.message}); trying again`);
        if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
      },
    );
  }

  // The server sends a listening connection its pending notifications before it answers a
  // query: after one round trip begun after a commit, that commit's notifications are heard.
  // One round trip at a time, and callers share them: whoever asks while a trip is out waits for
  // the next one (the one out may have left before their commit), which leaves when it returns
  // and answers everyone who asked meanwhile. Under many writes at once, two trips at most.
  const trip = () =>
    Promise.resolve(client?.query('SELECT 1')).then(
      () => undefined,
      () => undefined,
    );
  let out: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  const flush = (): Promise<void> =>
    (next ??= out.then(() => {
      next = null;
      out = trip();
      return out;
    }));

  await connect();
  return {
    flush,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
