/**
 * The timeline's live stream: Server-Sent Events read with fetch (EventSource cannot send the
 * bearer token), each `timeline` frame a whole Timeline. When the connection fails or ends it
 * reconnects with a growing delay, or after the server's `retry:` hint (a server shutting down
 * spreads its tablets' returns); the first frame after a reconnect catches the page up.
 */
import { createParser } from 'eventsource-parser';
import { timelineSchema, type Timeline } from '@tablefor/shared';

export type StreamStatus = 'connecting' | 'live' | 'offline';

export type TimelineStreamOptions = {
  url: string;
  headers: () => Promise<Record<string, string>>;
  onTimeline: (timeline: Timeline) => void;
  onStatus: (status: StreamStatus) => void;
  fetch?: typeof fetch;
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s: the wait before reconnect attempt `attempt` (0-based). */
export const reconnectDelay = (attempt: number): number =>
  Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);

/**
 * Reads one connection to its end: whether it delivered at least one frame, and the wait before
 * reconnecting that the server asked for, if it did.
 */
async function readStream(
  response: Response,
  onTimeline: (timeline: Timeline) => void,
): Promise<{ delivered: boolean; retryMs?: number }> {
  let delivered = false;
  let retryMs: number | undefined;
  const parser = createParser({
    onRetry(interval) {
      retryMs = Math.min(interval, MAX_DELAY_MS);
    },
    onEvent(event) {
      if (event.event !== 'timeline') return;
      const parsed = timelineSchema.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      delivered = true;
      onTimeline(parsed.data);
    },
  });
  const reader = response.body?.getReader();
  if (!reader) return { delivered };
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { delivered, retryMs };
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/** Connects, and keeps reconnecting until the returned function is called. */
export function openTimelineStream(options: TimelineStreamOptions): () => void {
  const { url, headers, onTimeline, onStatus } = options;
  const fetchStream = options.fetch ?? fetch;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let hintedMs: number | undefined;

  const connect = async () => {
    onStatus(attempt === 0 ? 'connecting' : 'offline');
    try {
      const response = await fetchStream(url, {
        headers: { Accept: 'text/event-stream', ...(await headers()) },
        signal: abort.signal,
      });
      if (!response.ok) throw new Error(`stream refused: ${response.status}`);
      const read = await readStream(response, (timeline) => {
        attempt = 0;
        onStatus('live');
        onTimeline(timeline);
      });
      if (read.delivered) attempt = 0;
      hintedMs = read.retryMs;
    } catch {
      // A failed or dropped connection is retried below.
    }
    if (abort.signal.aborted) return;
    onStatus('offline');
    timer = setTimeout(() => void connect(), hintedMs ?? reconnectDelay(attempt));
    hintedMs = undefined;
    attempt += 1;
  };

  void connect();
  return () => {
    abort.abort();
    clearTimeout(timer);
  };
}
