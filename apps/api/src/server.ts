/** Entry point: migrate, seed an empty database, then serve API and web app on one port. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });

if (config.seedOnStart) {
  const summary = await seedIfEmpty(database.db, {
    restaurants: config.seedRestaurants,
    production: config.env === 'production',
  });
  if (summary) app.log.info({ summary }, 'seeded an empty database');
}

async function shutdown(signal: string) {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
