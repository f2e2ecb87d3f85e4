/** A provider's SMS webhook on 127.0.0.1 for tests: records each request, answers a chosen status. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type WebhookRequest = { headers: IncomingHttpHeaders; body: unknown };

export async function startSmsWebhook({ status = 200 }: { status?: number } = {}) {
  const received: WebhookRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) as unknown });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{"id":"sm_1"}');
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
