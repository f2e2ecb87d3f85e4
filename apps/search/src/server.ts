/** Entry point of the search service: migrate, import the sample directory if empty, serve. */
import { serveUntilSignalled } from '@tablefor/server-kit';
import { buildSearchApp } from './app.ts';
import { loadSearchConfig } from './config.ts';
import { openSearchDatabase } from './db/database.ts';
import { importSampleIfEmpty } from './directory/import-sample.ts';

const config = loadSearchConfig();
const database = await openSearchDatabase(config);
await database.migrate();
const app = await buildSearchApp({ config, database });

if (config.importSampleOnStart) {
  const imported = await importSampleIfEmpty(database.db);
  if (imported > 0) app.log.info({ imported }, 'imported the Los Angeles sample directory');
}

await serveUntilSignalled(app, {
  host: config.host,
  port: config.port,
  close: () => database.close(),
});
