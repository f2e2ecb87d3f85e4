/** Entry point: migrate, seed an empty database, then serve API and web app on one port. */
import pinoPretty from 'pino-pretty';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { exposureWarning } from './exposure-warning.ts';
import { serveUntilSignalled } from '@tablefor/server-kit';
import { seedIfEmpty } from './seed/seed-if-empty.ts';
import { browsableUrl, startBanner } from './start-banner.ts';

const config = loadConfig(process.env, {
  keepMadeUpSecrets: true,
  terminal: Boolean(process.stdout.isTTY),
});
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, logger: loggerFor(config) });

if (config.seedOnStart) {
  const summary = await seedIfEmpty(database.db, {
    restaurants: config.seedRestaurants,
    demoAccounts: config.seedDemo,
  });
  if (summary) app.log.info({ summary }, 'seeded an empty database');
}

const warning = exposureWarning(config);
if (warning) app.log.warn({ host: config.host, unconfigured: config.unconfiguredSecrets }, warning);

await serveUntilSignalled(app, {
  host: config.host,
  port: config.port,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  close: () => database.close(),
  onListening: () => {
    const url = browsableUrl(config.host, listeningPort());
    if (config.logFormat === 'pretty') {
      process.stdout.write(`\n${startBanner(config, url).join('\n')}\n\n`);
    } else {
      app.log.info({ url, demoAccounts: config.seedDemo }, 'listening');
    }
  },
});

function listeningPort(): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}

/**
 * Development: one readable line per entry, a request as 'GET /api/x 200 3.1 ms'. Production:
 * pino's JSON lines as they are, for a log collector.
 */
function loggerFor({ logFormat }: Config) {
  if (logFormat === 'json') return undefined;
  const requestFields = ['method', 'url', 'status', 'ms', 'ip'];
  return {
    stream: pinoPretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', 'reqId', ...requestFields].join(','),
      messageFormat: (entry: Record<string, unknown>, messageKey: string) =>
        entry.msg === 'request' && entry.method
          ? `${String(entry.method)} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms`
          : String(entry[messageKey] ?? ''),
    }),
  };
}
