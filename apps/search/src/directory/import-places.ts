/**
 * Imports places into the embedded directory: an Overpass JSON or GeoJSON extract of
 * amenity=restaurant, or a CSV. A place imported again (same source and id) is updated in place.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getTableColumns, sql } from 'drizzle-orm';
import type { SearchDatabase } from '../db/database.ts';
import { places } from '../db/places.ts';
import { placesFromCsv } from './csv-places.ts';
import { isFeatureCollection, placesFromGeoJson } from './geojson-places.ts';
import { overpassAnswerSchema, placesFromOverpass } from './overpass-json.ts';
import type { PlaceFacts } from './place-facts.ts';

export const importFormats = ['osm', 'geojson', 'csv'] as const;
export type ImportFormat = (typeof importFormats)[number];
export type ImportOutcome = { imported: number; skipped: number };
type ParsedFile = { places: PlaceFacts[]; skipped: number };

const BATCH_SIZE = 500;
/** What a repeated import updates: every column but the key and what the table itself keeps. */
const UPDATED_COLUMNS = Object.entries(getTableColumns(places)).filter(
  ([key]) => !['id', 'search_text', 'imported_at', 'source', 'source_id'].includes(key),
);

/** Inserts the places, or updates those already imported; returns how many were written. */
export async function upsertPlaces(db: SearchDatabase, facts: PlaceFacts[]): Promise<number> {
  // One statement cannot update a row twice: the last of a repeated id wins.
  const unique = [
    ...new Map(facts.map((place) => [`${place.source}:${place.source_id}`, place])).values(),
  ];
  const set = Object.fromEntries(
    UPDATED_COLUMNS.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    await db
      .insert(places)
      .values(unique.slice(start, start + BATCH_SIZE))
      .onConflictDoUpdate({
        target: [places.source, places.source_id],
        set: { ...set, imported_at: sql`now()` },
      });
  }
  return unique.length;
}

/** The format a file's name (or, for .json, its content) says. */
export function formatOf(fileName: string, data: unknown): ImportFormat {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv') return 'csv';
  if (extension === '.geojson') return 'geojson';
  return isFeatureCollection(data) ? 'geojson' : 'osm';
}

/** The places a file's text states, and how many of its entries are not named restaurants. */
export function parsePlacesFile(text: string, fileName: string, format?: ImportFormat): ParsedFile {
  if ((format ?? formatOf(fileName, null)) === 'csv') return placesFromCsv(text, fileName);
  const data: unknown = JSON.parse(text);
  if ((format ?? formatOf(fileName, data)) === 'geojson') return placesFromGeoJson(data, fileName);
  const answer = overpassAnswerSchema.parse(data);
  const read = placesFromOverpass(answer);
  return { places: read, skipped: answer.elements.length - read.length };
}

export async function importPlacesFile(
  db: SearchDatabase,
  filePath: string,
  format?: ImportFormat,
): Promise<ImportOutcome> {
  const text = await readFile(filePath, 'utf8');
  const parsed = parsePlacesFile(text, path.basename(filePath), format);
  return { imported: await upsertPlaces(db, parsed.places), skipped: parsed.skipped };
}
