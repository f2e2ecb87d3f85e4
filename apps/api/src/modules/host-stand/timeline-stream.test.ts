/** The stream's framing and lifetime, on a stand-in reply: events, pings, and letting go. */
import { Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timeline } from '@tablefor/shared';
import type { TimelineHub, TimelineSubscriber } from './timeline-hub.ts';
import { PING_MS, streamTimeline, type OpenStreams } from './timeline-stream.ts';

/** A response that keeps what is written, or (stalled) never finishes writing it. */
class Response extends Writable {
  written = '';
  head: { status: number; headers: Record<string, unknown> } | null = null;
  constructor(private readonly stalled = false) {
    super();
  }
  writeHead(status: number, headers: Record<string, unknown>) {
    this.head = { status, headers };
    return this;
  }
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.written += String(chunk);
    if (!this.stalled) done();
  }
}

const timeline = (name: string) => ({ restaurant: { name } }) as unknown as Timeline;

async function opened(stalled = false) {
  const raw = new Response(stalled);
  const reply = { raw, hijack: () => {}, getHeaders: () => ({}) } as unknown as FastifyReply;
  let subscriber: TimelineSubscriber | null = null;
  const hub: TimelineHub = {
    subscribe: (_id, _date, heard) => {
      subscriber = heard;
      return () => {
        subscriber = null;
      };
    },
    stop: async () => {},
  };
  const open: OpenStreams = new Set();
  await streamTimeline(reply, {
    hub,
    open,
    restaurantId: 1,
    date: '2026-12-04',
    readFirst: async () => timeline('first'),
  });
  return {
    raw,
    open,
    change: (next: Timeline) => subscriber?.(next),
    subscribed: () => !!subscriber,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a timeline stream', () => {
  it('starts with the timeline as an event, then one per change, and pings every 20 s', async () => {
    vi.useFakeTimers();
    const { raw, change } = await opened();
    expect(raw.head).toMatchObject({
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      },
    });
    change(timeline('second'));
    vi.advanceTimersByTime(PING_MS);
    expect(raw.written).toBe(
      'event: timeline\ndata: {"restaurant":{"name":"first"}}\n\n' +
        'event: timeline\ndata: {"restaurant":{"name":"second"}}\n\n' +
        ': ping\n\n',
    );
  });

  it('unsubscribes when the tablet goes, and ends when the app closes', async () => {
    const gone = await opened();
    gone.raw.destroy();
    await new Promise((done) => setImmediate(done));
    expect(gone.subscribed()).toBe(false);
    expect(gone.open.size).toBe(0);

    const closing = await opened();
    for (const end of closing.open) end();
    expect(closing.raw.writableEnded).toBe(true);
    expect(closing.subscribed()).toBe(false);
  });

  it('lets go of a tablet that stopped reading instead of buffering for it', async () => {
    const { raw, change, subscribed } = await opened(true);
    change(timeline('x'.repeat(1_100_000)));
    expect(subscribed()).toBe(true);
    change(timeline('next'));
    expect(subscribed()).toBe(false);
    expect(raw.writableEnded).toBe(true);
  });
});
