import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchPglite, type SearchDatabaseHandle } from '../db/database.ts';
import { places } from '../db/places.ts';
import { importPlacesFile } from './import-places.ts';
import { importSampleIfEmpty } from './import-sample.ts';

const fixture = (name: string) =>
  path.join(import.meta.dirname, '..', 'providers', 'fixtures', name);

describe('importing places', () => {
  let handle: SearchDatabaseHandle;
  let folder: string;
  const placeNamed = async (name: string) =>
    (await handle.db.select().from(places).where(eq(places.name, name)))[0];
  const placeCount = async () => (await handle.db.select({ n: count() }).from(places))[0]?.n;

  beforeAll(async () => {
    handle = await openSearchPglite('memory://');
    await handle.migrate();
    folder = await mkdtemp(path.join(tmpdir(), 'search-import-'));
  });
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports the Los Angeles sample into an empty directory, once', async () => {
    expect(await importSampleIfEmpty(handle.db)).toBe(38);
    expect(await importSampleIfEmpty(handle.db)).toBe(0);
    expect(await placeCount()).toBe(38);
    expect(await placeNamed('Trattoria Sole')).toMatchObject({
      source: 'geojson',
      source_id: 'la-001',
      source_url: 'los-angeles-sample.geojson#la-001',
      cuisine: 'italian, pizza',
      address: '1420 Ocean Avenue',
      city: 'Santa Monica',
      state: 'CA',
      zip_code: '90401',
      phone: '+1 310-555-0100',
      email: 'ciao@trattoriasole.example.com',
      website: 'https://trattoria-sole.example.com/',
      founded_year: 2009,
      size: null,
      rating: null,
      reviews_count: null,
      features: ['outdoor seating', 'reservations'],
      hours: { monday: '11:30-22:00', friday: '11:30-23:00', sunday: '12:00-21:00' },
      latitude: expect.closeTo(34.01, 1),
      search_text: expect.stringContaining('trattoria sole italian, pizza'),
    });
  });

  it('leaves unstated what the sample does not state', async () => {
    expect(await placeNamed('Mirae Noodle Bar')).toMatchObject({
      address: '',
      city: '',
      phone: '',
      opening_hours: {},
      founded_year: null,
    });
  });

  it('updates a place imported again instead of adding it twice', async () => {
    const file = path.join(folder, 'again.csv');
    await writeFile(file, 'id,name,city\nx-1,First Name,Venice\n');
    await importPlacesFile(handle.db, file);
    await writeFile(file, 'id,name,city\nx-1,Second Name,Venice\nx-1,Third Name,Venice\n');
    expect(await importPlacesFile(handle.db, file)).toEqual({ imported: 1, skipped: 0 });
    const rows = await handle.db.select().from(places).where(eq(places.source_id, 'x-1'));
    expect(rows.map((row) => row.name)).toEqual(['Third Name']);
  });

  it('imports a CSV with quoted commas, quotes and line breaks', async () => {
    const file = path.join(folder, 'places.csv');
    const csv = [
      'name,cuisine,address,city,description,phone',
      '"Pane, Vino & ""Co""",italian,"1 Main St, Unit 2",Santa Monica,"Two lines:\r\nfresh pasta",555',
      'Plain Diner,american,2 Main St,Santa Monica,,',
      '',
    ].join('\r\n');
    await writeFile(file, csv);
    expect(await importPlacesFile(handle.db, file)).toEqual({ imported: 2, skipped: 0 });
    expect(await placeNamed('Pane, Vino & "Co"')).toMatchObject({
      source: 'csv',
      source_url: 'places.csv#row-1',
      address: '1 Main St, Unit 2',
      description: 'Two lines:\r\nfresh pasta',
    });
  });

  it('imports an Overpass JSON extract, linking each place to OpenStreetMap', async () => {
    const outcome = await importPlacesFile(
      handle.db,
      fixture('overpass-italian-santa-monica.json'),
    );
    expect(outcome).toEqual({ imported: 3, skipped: 1 });
    expect(await placeNamed('Bottega Marina')).toMatchObject({
      source: 'osm',
      source_id: 'way/9100000002',
      source_url: 'https://www.openstreetmap.org/way/9100000002',
      latitude: 34.0089,
    });
  });
});
