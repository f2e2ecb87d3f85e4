/**
 * A timeline as Server-Sent Events over the hijacked reply: the current one first, then one
 * after each change, and a comment now and then so that proxies and tablets keep the connection.
 * Written by hand rather than with a plugin: it is one event name and a ping, and the reply must
 * stay open past the handler, which only `reply.hijack()` allows.
 */
import type { FastifyReply } from 'fastify';
import type { Timeline } from '@tablefor/shared';
import type { TimelineHub } from './timeline-hub.ts';

export const PING_MS = 20_000;
/**
 * Unsent bytes past which a tablet that stopped reading is let go rather than buffered for: it
 * reconnects, and its first event is the whole current timeline anyway.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * Every open stream of the app, so that closing the app ends them (a stream never ends itself).
 * Given `reconnectMs`, the stream's last words are SSE's `retry:` field: the server is going
 * away, and the tablet should come back after that long (to another process, or this one restarted).
 */
export type OpenStreams = Set<(reconnectMs?: number) => void>;

/** Ends every open stream, asking each tablet to reconnect after 1 to 3 s (spread, not a herd). */
export function endStreamsForShutdown(open: OpenStreams): void {
  for (const end of [...open]) end(1000 + Math.floor(Math.random() * 2000));
}

export async function streamTimeline(
  reply: FastifyReply,
  {
    hub,
    open,
    restaurantId,
    date,
    readFirst,
  }: {
    hub: TimelineHub;
    open: OpenStreams;
    restaurantId: number;
    date: string;
    readFirst: () => Promise<Timeline>;
  },
): Promise<void> {
  let ping: NodeJS.Timeout | null = null; // set once the stream has started
  const end = (reconnectMs?: number) => {
    if (ping) clearInterval(ping);
    unsubscribe();
    open.delete(end);
    if (reply.raw.writableEnded) return;
    if (typeof reconnectMs === 'number') reply.raw.write(`retry: ${reconnectMs}\n\n`);
    reply.raw.end();
  };
  // Subscribed before the first read, so that no change falls between the two.
  let started = false;
  let changedMeanwhile: Timeline | null = null;
  const send = (timeline: Timeline) => {
    if (reply.raw.writableLength > MAX_UNSENT_BYTES) return end();
    reply.raw.write(`event: timeline\ndata: ${JSON.stringify(timeline)}\n\n`);
  };
  const unsubscribe = hub.subscribe(restaurantId, date, (timeline) => {
    if (started) send(timeline);
    else changedMeanwhile = timeline;
  });
  let first: Timeline;
  try {
    first = await readFirst();
  } catch (error) {
    unsubscribe();
    throw error; // answered as JSON by the error handler: nothing has been sent yet
  }

  reply.hijack();
  // The headers hooks set on the reply go out with the stream's own (helmet's are on `raw`).
  const hooked = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  reply.raw.writeHead(200, {
    ...(Object.fromEntries(hooked) as Record<string, string | number | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold events back to fill a buffer.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  started = true;
  send(first);
  if (changedMeanwhile) send(changedMeanwhile);
  ping = setInterval(() => reply.raw.write(': ping\n\n'), PING_MS);
  open.add(end);
  reply.raw.on('close', () => end());
  // Gone while the first timeline was read: 'close' was emitted before anyone listened.
  if (reply.raw.destroyed || reply.raw.socket?.destroyed) end();
}
