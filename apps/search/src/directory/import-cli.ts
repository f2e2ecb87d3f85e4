/**
 * `npm run import-places -w apps/search -- <file> [--format osm|geojson|csv]`: imports places
 * into the configured search database (SEARCH_DATABASE_URL, or PGlite under DATA_DIR/search).
 * The format follows the file's extension (.csv, .geojson; .json is Overpass JSON or GeoJSON by
 * its content) unless --format says otherwise.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSearchConfig } from '../config.ts';
import { openSearchDatabase } from '../db/database.ts';
import { importFormats, importPlacesFile, type ImportFormat } from './import-places.ts';

const USAGE = 'Usage: npm run import-places -w apps/search -- <file> [--format osm|geojson|csv]';

function readArguments(): { file: string; format: ImportFormat | undefined } {
  const { values, positionals } = parseArgs({
    options: { format: { type: 'string' } },
    allowPositionals: true,
  });
  const format = importFormats.find((known) => known === values.format);
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0 || (values.format !== undefined && !format)) {
    throw new Error(USAGE);
  }
  return { file: path.resolve(file), format };
}

async function main() {
  // npm runs the script in the workspace folder: relative paths (the file, DATA_DIR) are the
  // caller's, so the import reaches the database the service started from there uses.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { file, format } = readArguments();
  const config = loadSearchConfig();
  const handle = await openSearchDatabase(config);
  try {
    await handle.migrate();
    const { imported, skipped } = await importPlacesFile(handle.db, file, format);
    const notice = skipped ? ` (skipped ${skipped} not named restaurants)` : '';
    console.log(`Imported ${imported} places from ${path.basename(file)}${notice}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
