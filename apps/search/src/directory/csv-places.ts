/**
 * A CSV of restaurants as places. The header row names the columns; only `name` is required.
 * Read: name, cuisine, address, neighborhood, city, state, zip_code, phone, email, website,
 * opening_hours (OSM syntax or 'Mon-Fri 11am-10pm'), latitude, longitude, price_range ('$'-'$$$$'
 * or 1-4), description, founded_year, size (small/medium/large), rating (0-5), reviews_count,
 * and optionally id and source_url. Other columns are ignored; a value that does not read as its
 * column's kind is left empty, never guessed.
 */
import { companySizes } from '@tablefor/shared';
import { parseHoursText } from '@tablefor/page-reader';
import { hoursByWeekday } from '../engine/weekday-hours.ts';
import { CsvSyntaxError, parseCsvRecords } from './csv-records.ts';
import { parseOsmOpeningHours } from './osm-opening-hours.ts';
import type { PlaceFacts } from './place-facts.ts';

export const REQUIRED_CSV_COLUMNS = ['name'] as const;

const numberIn = (text: string, min: number, max: number) => {
  const value = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
};
const integerIn = (text: string, min: number, max: number) => {
  const value = numberIn(text, min, max);
  return value !== null && Number.isInteger(value) ? value : null;
};

function priceRangeOf(text: string): string {
  const value = text.trim();
  if (/^\${1,4}$/.test(value)) return value;
  const level = integerIn(value, 1, 4);
  return level ? '$'.repeat(level) : '';
}

const sizeOf = (text: string) =>
  companySizes.find((size) => size === text.trim().toLowerCase()) ?? null;

function placeFromRow(
  cell: (column: string) => string,
  row: number,
  fileName: string,
): PlaceFacts | null {
  const name = cell('name');
  if (!name) return null;
  const id = cell('id') || `row-${row}`;
  const hoursText = cell('opening_hours');
  const opening_hours = parseOsmOpeningHours(hoursText) ?? parseHoursText(hoursText) ?? {};
  return {
    source: 'csv',
    source_id: id,
    source_url: cell('source_url') || `${fileName}#${id}`,
    name,
    description: cell('description'),
    cuisine: cell('cuisine'),
    price_range: priceRangeOf(cell('price_range')),
    address: cell('address'),
    neighborhood: cell('neighborhood'),
    city: cell('city'),
    state: cell('state'),
    zip_code: cell('zip_code'),
    phone: cell('phone'),
    email: cell('email'),
    website: cell('website'),
    opening_hours,
    hours: hoursByWeekday(opening_hours),
    features: [],
    latitude: numberIn(cell('latitude'), -90, 90),
    longitude: numberIn(cell('longitude'), -180, 180),
    founded_year: integerIn(cell('founded_year'), 1000, 2100),
    size: sizeOf(cell('size')),
    rating: numberIn(cell('rating'), 0, 5),
    reviews_count: integerIn(cell('reviews_count'), 0, Number.MAX_SAFE_INTEGER),
  };
}

/** The places of a CSV; rows without a name are counted as skipped. */
export function placesFromCsv(
  text: string,
  fileName: string,
): { places: PlaceFacts[]; skipped: number } {
  const [header = [], ...rows] = parseCsvRecords(text);
  const columns = header.map((column) => column.trim().toLowerCase());
  const absent = REQUIRED_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (absent.length) throw new CsvSyntaxError(`The CSV has no ${absent.join(', ')} column`);
  const places = rows.flatMap((values, index) => {
    const cell = (column: string) => values[columns.indexOf(column)]?.trim() ?? '';
    const place = placeFromRow(cell, index + 1, fileName);
    return place ? [place] : [];
  });
  return { places, skipped: rows.length - places.length };
}
