import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timeline } from '@tablefor/shared';
import { timeline } from '../test/host-stand-fixtures';
import { openTimelineStream, reconnectDelay, type StreamStatus } from './timeline-stream';

const encoder = new TextEncoder();

/** A response whose body sends `chunks`, then ends (or stays open). */
function eventStream(chunks: string[], { end = true } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (end) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const frame = (data: Timeline) => `event: timeline\ndata: ${JSON.stringify(data)}\n\n`;

function open(fetchStream: typeof fetch) {
  const timelines: Timeline[] = [];
  const statuses: StreamStatus[] = [];
  const close = openTimelineStream({
    url: '/api/owner/restaurants/12/timeline/stream?date=2026-07-01',
    headers: async () => ({ Authorization: 'Bearer owner-token' }),
    onTimeline: (t) => timelines.push(t),
    onStatus: (s) => statuses.push(s),
    fetch: fetchStream,
  });
  return { timelines, statuses, close };
}

afterEach(() => vi.useRealTimers());

describe('the timeline stream', () => {
  it('delivers each timeline frame, split anywhere, ignores pings, and sends the token', async () => {
    const first = timeline({ now: '2026-07-02T02:00:00.000Z' });
    const second = timeline({ now: '2026-07-02T02:01:00.000Z' });
    const text = `: ping\n\n${frame(first)}${frame(second)}`;
    const fetchStream = vi.fn<typeof fetch>(async () =>
      eventStream([text.slice(0, 40), text.slice(40, 900), text.slice(900)], { end: false }),
    );
    const stream = open(fetchStream);
    await vi.waitFor(() => expect(stream.timelines).toHaveLength(2));
    expect(stream.timelines.map((t) => t.now)).toEqual([first.now, second.now]);
    expect(stream.statuses).toEqual(['connecting', 'live', 'live']);
    expect(fetchStream.mock.calls[0]?.[1]).toMatchObject({
      headers: { Accept: 'text/event-stream', Authorization: 'Bearer owner-token' },
    });
    stream.close();
  });

  it('says it is offline when the connection drops, reconnects after a delay and catches up', async () => {
    vi.useFakeTimers();
    const caughtUp = timeline({ now: '2026-07-02T02:05:00.000Z' });
    const fetchStream = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(eventStream([frame(caughtUp)], { end: false }));
    const stream = open(fetchStream);
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(reconnectDelay(0));
    expect(fetchStream).toHaveBeenCalledTimes(2);
    expect(stream.statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(reconnectDelay(1));
    expect(fetchStream).toHaveBeenCalledTimes(3);
    expect(stream.timelines).toEqual([caughtUp]);
    expect(stream.statuses.at(-1)).toBe('live');
    stream.close();
  });

  it("reconnects after the server's retry hint when it ends the stream (a restart)", async () => {
    vi.useFakeTimers();
    const before = timeline({ now: '2026-07-02T02:00:00.000Z' });
    const after = timeline({ now: '2026-07-02T02:01:00.000Z' });
    const fetchStream = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(eventStream([frame(before), 'retry: 2500\n\n']))
      .mockResolvedValue(eventStream([frame(after)], { end: false }));
    const stream = open(fetchStream);
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(2_499);
    expect(fetchStream).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStream).toHaveBeenCalledTimes(2);
    expect(stream.timelines).toEqual([before, after]);
    stream.close();
  });

  it('stops reconnecting once closed', async () => {
    vi.useFakeTimers();
    const fetchStream = vi.fn<typeof fetch>().mockResolvedValue(eventStream([]));
    const stream = open(fetchStream);
    await vi.advanceTimersByTimeAsync(0);
    stream.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStream).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each failure, up to 30 seconds', () => {
    expect([0, 1, 2, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
