/**
 * The web tests' network: MSW answers the app's fetch calls from handlers each test adds with
 * server.use(). A request no handler answers fails the test that made it (test/setup.ts).
 */
import { setupServer } from 'msw/node';

import { http, HttpResponse, type JsonBodyType } from 'msw';

export { http, HttpResponse };

export const server = setupServer();

const unhandled: string[] = [];

/** Every request of the running test, in the order sent: for tests that count or order them. */
const log: { method: string; path: string }[] = [];

const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

let logging = false;

export function listen() {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  // Test files may share this module (vitest without isolation): one listener, however many
  // files call listen().
  if (logging) return;
  logging = true;
  server.events.on('request:start', ({ request }) => {
    log.push({ method: request.method, path: pathOf(request.url) });
  });
}

/** The method and path (with its query) of each request this test sent so far, in order. */
export function requestsSent(): { method: string; path: string }[] {
  return [...log];
}

/** Clears this test's handlers, and fails it when it sent a request nothing answered. */
export function endTest() {
  server.resetHandlers();
  log.splice(0);
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no handler answered: ${missed.join(', ')}`);
}

/** What a handler received, for tests that check what the app sent. */
export type SentRequest = { method: string; path: string; body: unknown };

/** The body as the app sent it: parsed JSON, the FormData of a multipart upload, or the text. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.includes('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function sentRequest(request: Request): Promise<SentRequest> {
  return { method: request.method, path: pathOf(request.url), body: await bodyOf(request) };
}

/**
 * What a handler received, with the query, headers, credentials and abort signal for tests that
 * check those too.
 */
export type ReceivedRequest = SentRequest & {
  url: URL;
  headers: Headers;
  credentials: RequestCredentials;
  signal: AbortSignal;
};

export async function receivedRequest(request: Request): Promise<ReceivedRequest> {
  const { credentials, signal } = request;
  const headers = new Headers(request.headers);
  return {
    ...(await sentRequest(request)),
    url: new URL(request.url),
    headers,
    credentials,
    signal,
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Answers `method path` with `body` as JSON (no body for a 204), and lists what each request sent.
 * `once` answers only the next request, for a test whose later requests get other answers.
 */
export function answer(
  method: Method,
  path: string,
  body: unknown,
  { status = 200, once = false }: { status?: number; once?: boolean } = {},
): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http[method](
      path,
      async ({ request }) => {
        sent.push(await sentRequest(request));
        return status === 204
          ? new HttpResponse(null, { status })
          : HttpResponse.json(body as JsonBodyType, { status });
      },
      { once },
    ),
  );
  return sent;
}

/**
 * Answers `method path` with what `respond` makes of each request (its query, its body, how many
 * came before), and lists what each request sent. For answers that depend on the request.
 */
export function answerWith(
  method: Method,
  path: string,
  respond: (request: ReceivedRequest, index: number) => Response | Promise<Response>,
  { once = false }: { once?: boolean } = {},
): ReceivedRequest[] {
  const sent: ReceivedRequest[] = [];
  server.use(
    http[method](
      path,
      async ({ request }) => {
        const received = await receivedRequest(request);
        sent.push(received);
        return respond(received, sent.length - 1);
      },
      { once },
    ),
  );
  return sent;
}

/** A JSON reply (no body for a 204), for answerWith(). */
export function json(body: unknown, status = 200): Response {
  return status === 204
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body as JsonBodyType, { status });
}

/** How a route of answerRoutes() answers a request. */
export type Route = (request: ReceivedRequest) => Response | Promise<Response>;

/**
 * Answers each `'METHOD /path'` of `routes` with what its function makes of the request, and
 * lists every request they answered, in order (a request no route names fails the test).
 */
export function answerRoutes(routes: Record<string, Route>): ReceivedRequest[] {
  const sent: ReceivedRequest[] = [];
  for (const [route, respond] of Object.entries(routes)) {
    const [method = '', path = ''] = route.split(' ');
    server.use(
      http[method.toLowerCase() as Method](path, async ({ request }) => {
        const received = await receivedRequest(request);
        sent.push(received);
        return respond(received);
      }),
    );
  }
  return sent;
}

/** The paths (with their queries) of what the handlers received. */
export const pathsOf = (sent: SentRequest[]): string[] => sent.map((request) => request.path);
