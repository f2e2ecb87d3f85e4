/**
 * A fresh install finds results: when the directory is empty, the bundled Los Angeles sample
 * (fictional restaurants made for this project) is imported.
 */
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { SearchDatabase } from '../db/database.ts';
import { places } from '../db/places.ts';
import { importPlacesFile } from './import-places.ts';

export const SAMPLE_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'data',
  'los-angeles-sample.geojson',
);

/** How many sample places were imported (0 when the directory already had places). */
export async function importSampleIfEmpty(db: SearchDatabase): Promise<number> {
  const [row] = await db.select({ places: count() }).from(places);
  if ((row?.places ?? 0) > 0) return 0;
  const { imported } = await importPlacesFile(db, SAMPLE_FILE, 'geojson');
  return imported;
}
