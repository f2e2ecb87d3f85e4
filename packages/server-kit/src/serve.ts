/**
 * Listening, and closing cleanly on SIGINT or SIGTERM: the last lines of every server process.
 * Closing stops accepting connections, lets the requests in flight finish (up to a deadline,
 * past which their connections are cut), then runs the app's onClose hooks (background workers
 * hand their jobs back) and closes what else the process holds (its database).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ServeOptions {
  host: string;
  port: number;
  /** What else the process holds open (its database), closed after the server. */
  close: () => Promise<void>;
  /** How long requests in flight may take to finish once a signal came; default 10 s. */
  shutdownTimeoutMs?: number;
  /** Called once listening, with the address (the start banner). */
  onListening?: (address: string) => void;
}

/** Past the deadline for requests, what is left (hooks, the database) gets this long. */
const CLOSE_GRACE_MS = 5000;

/**
 * Once closing, a connection with no request in progress is ended after being idle this long: a
 * request its client sent just before is read and answered first.
 */
const IDLE_CONNECTION_GRACE_MS = 1000;

/**
 * While the app closes, no request the server accepted is lost:
 * - every answer ends its connection, so a keep-alive client's next request opens a new one (to
 *   another process, or this one restarted) instead of keeping this one alive;
 * - requests that arrive meanwhile are served rather than refused (the app is built with
 *   `return503OnClosing: false`);
 * - Node's `server.close()` resets 'idle' connections at once, and idle there includes one whose
 *   request is on its way or not read yet (the process was busy): that request would fail. Here
 *   a connection is ended only once it has been idle for a moment.
 */
export function closeConnectionsWhileClosing(app: FastifyInstance) {
  let closing = false;
  const server = app.server;
  /** Each open connection's requests being answered now, and since when it has had none. */
  const connections = new Map<Socket, { active: number; idleSince: number }>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const use = connections.get(request.socket as Socket);
    if (!use) return;
    use.active += 1;
    response.once('close', () => {
      use.active -= 1;
      use.idleSince = Date.now();
    });
  });
  const endIdle = () => {
    const before = Date.now() - IDLE_CONNECTION_GRACE_MS;
    for (const [socket, use] of connections) {
      if (use.active === 0 && use.idleSince <= before) socket.destroy();
    }
  };
  // Called by `server.close()`, and again until every connection is gone.
  server.closeIdleConnections = endIdle;

  app.addHook('preClose', async () => {
    closing = true;
    const sweep = setInterval(() => {
      endIdle();
      if (connections.size === 0) clearInterval(sweep);
    }, IDLE_CONNECTION_GRACE_MS / 4);
    sweep.unref();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

export async function serveUntilSignalled(app: FastifyInstance, options: ServeOptions) {
  const timeoutMs = options.shutdownTimeoutMs ?? 10_000;
  let shuttingDown = false;
  async function shutdown(signal: string) {
    // `npm start` passes the terminal's Ctrl-C on, so a signal may come twice: once is enough.
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: finishing the requests in flight');
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn({ timeoutMs }, 'requests still running at the deadline: cutting them off');
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), CLOSE_GRACE_MS).unref();
    }, timeoutMs);
    deadline.unref();
    let failed = false;
    try {
      await app.close();
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, 'closing the server failed');
    }
    clearTimeout(deadline);
    try {
      await options.close();
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, 'closing the database failed');
    }
    app.log.info('shut down');
    process.exit(cut || failed ? 1 : 0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.listen({ host: options.host, port: options.port });
  options.onListening?.(address);
}
