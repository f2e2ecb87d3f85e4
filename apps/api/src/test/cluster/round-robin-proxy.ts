/**
 * The cluster's load balancer: each request goes to the next API process in turn, bodies and
 * event streams passed through as they flow. Like a real proxy it appends the peer's address to
 * X-Forwarded-For (the APIs trust loopback, so a test names its client in that header), and it
 * says in `x-cluster-upstream` which process answered. `x-cluster-pin: <index>` chooses one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const UPSTREAM_HEADER = 'x-cluster-upstream';
export const PIN_HEADER = 'x-cluster-pin';

export async function startRoundRobinProxy(upstreams: string[]) {
  let turn = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((request, response) => {
    const pinned = Number(request.headers[PIN_HEADER]);
    const index =
      Number.isInteger(pinned) && upstreams[pinned] ? pinned : turn++ % upstreams.length;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const peer = request.socket.remoteAddress ?? '';
    const forwardedFor = request.headers['x-forwarded-for'];
    const headers: http.OutgoingHttpHeaders = { ...request.headers, host: target.host };
    delete headers[PIN_HEADER];
    headers['x-forwarded-for'] = forwardedFor ? `${String(forwardedFor)}, ${peer}` : peer;
    const outgoing = http.request(target, { method: request.method, headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        [UPSTREAM_HEADER]: String(index),
      });
      // An event stream's frames go out as they come: no buffering here.
      response.flushHeaders();
      answer.pipe(response);
    });
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    // A client that goes away (a closed event stream) closes the upstream request too.
    response.on('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
