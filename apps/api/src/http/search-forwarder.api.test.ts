import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A stand-in search service that records what reaches it. */
let service: Server;
const seen: { method?: string; url?: string; body: string; forwardedFor?: string }[] = [];
let t: TestApp;
let offline: TestApp;

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
  t = await createTestApp({ env: { SEARCH_SERVICE_URL: `http://127.0.0.1:${port}` } });
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
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ task_id: 'task-1' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/search/topic', body });
    expect(seen.at(-1)?.forwardedFor).toBe('127.0.0.1');
  });

  it('passes a body the API could not parse to the service, which judges it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/search/topic',
      headers: { 'content-type': 'application/json' },
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
      headers: { 'content-type': 'application/json' },
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
