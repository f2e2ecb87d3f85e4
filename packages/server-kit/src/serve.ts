/** Listening, and closing cleanly on SIGINT or SIGTERM: the last lines of every server process. */
import type { FastifyInstance } from 'fastify';

export interface ServeOptions {
  host: string;
  port: number;
  /** What else the process holds open (its database), closed after the server. */
  close: () => Promise<void>;
}

export async function serveUntilSignalled(app: FastifyInstance, options: ServeOptions) {
  async function shutdown(signal: string) {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await options.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: options.host, port: options.port });
}
