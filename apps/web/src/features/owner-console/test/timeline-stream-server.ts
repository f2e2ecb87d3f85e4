/** The timeline stream in the web tests: an MSW handler whose frames a test sends when it likes. */
import type { Timeline } from '@tablefor/shared';
import { http, HttpResponse, server } from '@/test/msw';

export function streamTimelines(path: string) {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let refuse = false;
  server.use(
    http.get(path, () => {
      if (refuse) return new HttpResponse(null, { status: 503 });
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    send(timeline: Timeline) {
      controller?.enqueue(encoder.encode(`event: timeline\ndata: ${JSON.stringify(timeline)}\n\n`));
    },
    /** Ends the connection, and refuses the next ones. */
    drop() {
      refuse = true;
      controller?.close();
    },
  };
}
