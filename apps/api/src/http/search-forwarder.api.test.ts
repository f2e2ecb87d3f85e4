import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A stand-in search service that records what reaches it. */
let service: Server;
type Seen = {
  method?: string;
  url?: string;
  body: string;
  forwardedFor?: string;
  authorization?: string;
};
const seen: Seen[] = [];
let t: TestApp;
let offline: TestApp;

/** As in production: no TRUST_PROXY, so no client's own X-Forwarded-For is believed. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://tablefor.example',
};
const SEARCHES_PER_MINUTE = 3;

/** A new diner's headers: each test's searches count against its own account. */
const newDiner = async (app: TestApp = t) => (await signedUpUser(app)).headers;

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

beforeAll(async () => {
  service = createServer(async (request, response) => {
    const body = await bodyOf(request);
    seen.push({
      method: request.method,
      url: request.url,
      body,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      authorization: request.headers.authorization,
    });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/search/topic') {
      const valid = body.includes('"topic"');
      response.statusCode = valid ? 202 : 422;
      response.end(
        JSON.stringify(valid ? { task_id: 'task-1' } : { detail: [{ loc: ['body'], msg: 'x' }] }),
      );
      return;
    }
    response.statusCode = request.url === '/search/status/missing' ? 404 : 200;
    response.end(JSON.stringify({ path: request.url }));
  }).listen(0, '127.0.0.1');
  await once(service, 'listening');
  const { port } = service.address() as AddressInfo;
  t = await createTestApp({
    env: {
      ...PRODUCTION,
      SEARCH_SERVICE_URL: `http://127.0.0.1:${port}`,
      TOPIC_SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCHES_PER_MINUTE),
    },
  });
  // Nothing listens on port 9 (discard) here: the service is down.
  offline = await createTestApp({
    env: { SEARCH_SERVICE_URL: 'http://127.0.0.1:9', SEARCH_FORWARD_TIMEOUT_MS: '2000' },
  });
});
afterAll(async () => {
  await t.close();
  await offline.close();
  service.close();
});

describe('/search/* passes through to the search service', () => {
  it('sends the body as it came and answers the service status and body', async () => {
    const body = '{"topic":"tacos","filters":{"location":"Echo Park"}}';
    const response = await t.app.inject({
      method: 'POST',
      url: '/search/topic',
      headers: { ...(await newDiner()), 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ task_id: 'task-1' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/search/topic', body });
    expect(seen.at(-1)?.forwardedFor).toBe('127.0.0.1');
    // The account stays with the API: the service needs no token.
    expect(seen.at(-1)?.authorization).toBe(undefined);
  });

  it('passes a body the API could not parse to the service, which judges it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/search/topic',
      headers: { ...(await newDiner()), 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: [{ loc: ['body'], msg: 'x' }] });
  });

  it('forwards status, 404 included, and the providers list', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/search/status/abc' });
    expect(status.json()).toEqual({ path: '/search/status/abc' });
    const missing = await t.app.inject({ method: 'GET', url: '/search/status/missing' });
    expect(missing.statusCode).toBe(404);
    const providers = await t.app.inject({ method: 'GET', url: '/search/providers' });
    expect(providers.json()).toEqual({ path: '/search/providers' });
  });

  it('answers 503 with a message when the service is down', async () => {
    const response = await offline.app.inject({
      method: 'POST',
      url: '/search/topic',
      headers: { ...(await newDiner(offline)), 'content-type': 'application/json' },
      payload: '{"topic":"x"}',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'The search service is not available. Please try again later.',
      code: 'topicSearch.serviceUnavailable',
    });
  });

  it('leaves the diner search page and other paths alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/search/other' });
    expect(response.statusCode).toBe(404);
    expect(seen.some((request) => request.url === '/search/other')).toBe(false);
  });
});

describe('starting a search', () => {
  const start = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/search/topic',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"topic":"ramen"}',
      remoteAddress,
    });

  it('needs an account, as the page does: 401, and the service hears nothing', async () => {
    const before = seen.length;
    const callers: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
    for (const headers of callers) {
      const response = await start(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors).toEqual(['auth: Unauthorized']);
    }
    expect(seen.length).toBe(before);
    // Following a task and listing providers stay open: a results link can be shared.
    expect((await t.app.inject('/search/status/abc')).statusCode).toBe(200);
    expect((await t.app.inject('/search/providers')).statusCode).toBe(200);
  });

  it("names the client by the address the API took, never by the client's own header", async () => {
    const forged = { ...(await newDiner()), 'x-forwarded-for': '198.51.100.1' };
    expect((await start(forged, '203.0.113.7')).statusCode).toBe(202);
    expect(seen.at(-1)?.forwardedFor).toBe('203.0.113.7');
  });

  it('limits the searches one account starts per minute, also when sent all at once', async () => {
    const diner = await newDiner();
    const before = seen.length;
    const answers = await Promise.all(
      Array.from({ length: SEARCHES_PER_MINUTE + 2 }, (_, attempt) =>
        start(diner, `203.0.113.${attempt + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array(SEARCHES_PER_MINUTE).fill(202),
      429,
      429,
    ]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().errors).toEqual([expect.stringMatching(/^rate_limit: /)]);
    expect(seen.length - before).toBe(SEARCHES_PER_MINUTE);
    expect((await start(await newDiner())).statusCode).toBe(202);
  });
});
