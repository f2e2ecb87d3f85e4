/** Entry point: migrate, seed an empty database, then serve API and web app on one port. */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { exposureWarning } from './exposure-warning.ts';
import { serveUntilSignalled } from '@tablefor/server-kit';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

const config = loadConfig(process.env, { keepMadeUpSecrets: true });
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });

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
  close: () => database.close(),
});
