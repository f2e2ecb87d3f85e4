/**
 * A server for serve.test.ts, run as a child process: `/slow` answers after 300 ms, `/hang` never.
 * It prints 'listening <port>' once listening and 'closed' when its `close` runs.
 */
import Fastify from 'fastify';
import { closeConnectionsWhileClosing, serveUntilSignalled } from '../serve.ts';

const app = Fastify({ logger: false, return503OnClosing: false });
closeConnectionsWhileClosing(app);
app.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { slow: true };
});
app.get('/hang', () => new Promise(() => {}));

await serveUntilSignalled(app, {
  host: '127.0.0.1',
  port: 0,
  shutdownTimeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
  close: async () => {
    process.stdout.write('closed\n');
  },
  onListening: (address) => process.stdout.write(`listening ${new URL(address).port}\n`),
});
