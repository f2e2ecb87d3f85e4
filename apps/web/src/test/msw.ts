/**
 * The web tests' network: MSW answers the app's fetch calls from handlers each test adds with
 * server.use(). A request no handler answers fails the test that made it (test/setup.ts).
 */
import { setupServer } from 'msw/node';

import { http, HttpResponse, type JsonBodyType } from 'msw';

export { http, HttpResponse };

export const server = setupServer();

const unhandled: string[] = [];

export function listen() {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/** Clears this test's handlers, and fails it when it sent a request nothing answered. */
export function endTest() {
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no handler answered: ${missed.join(', ')}`);
}

/** What a handler received, for tests that check what the app sent. */
export type SentRequest = { method: string; path: string; body: unknown };

export async function sentRequest(request: Request): Promise<SentRequest> {
  const text = await request.text();
  return {
    method: request.method,
    path: new URL(request.url).pathname + new URL(request.url).search,
    body: text ? (JSON.parse(text) as unknown) : undefined,
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
