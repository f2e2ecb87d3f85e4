/**
 * Tests only: a local HTTP service on 127.0.0.1 that answers each request with a handler chosen
 * by path (the query string aside) and records what it was asked, standing in for the API,
 * Overpass, SearxNG or a language model.
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { IncomingHttpHeaders } from 'node:http';

export type FakeRequest = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };
export type FakeHandler = (request: FakeRequest, response: ServerResponse) => void;

export type FakeService = {
  origin: string;
  requests: FakeRequest[];
  close: () => Promise<void>;
};

export async function startFakeService(routes: Record<string, FakeHandler>): Promise<FakeService> {
  const requests: FakeRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const handler = routes[request.url.pathname];
    if (handler) return handler(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Answers `body` as JSON (or as given) with a status. */
export const answerJson =
  (body: unknown, status = 200, contentType = 'application/json'): FakeHandler =>
  (_request, response) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, { 'content-type': contentType }).end(text);
  };

/** Never answers (until the service closes): a service that hangs. */
export const neverAnswer: FakeHandler = () => undefined;

/** An origin nothing listens on: a service that is down. */
export async function unreachableOrigin(): Promise<string> {
  const service = await startFakeService({});
  await service.close();
  return service.origin;
}
