import { describe, expect, it } from 'vitest';
import { placesFromCsv } from './csv-places.ts';
import { CsvSyntaxError, parseCsvRecords } from './csv-records.ts';

describe('parseCsvRecords', () => {
  it('reads quoted commas, doubled quotes and line breaks (RFC 4180)', () => {
    const text =
      '\uFEFFname,description\r\n"Pane, Vino","The ""best"" pasta\r\nin town"\r\nPlain,x\n\n';
    expect(parseCsvRecords(text)).toEqual([
      ['name', 'description'],
      ['Pane, Vino', 'The "best" pasta\r\nin town'],
      ['Plain', 'x'],
    ]);
  });

  it('keeps empty fields and a last record without a line break', () => {
    expect(parseCsvRecords('a,,c\n,,')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('refuses a quoted field that never closes', () => {
    expect(() => parseCsvRecords('name\n"open\nstill open')).toThrow(CsvSyntaxError);
  });
});

describe('placesFromCsv', () => {
  const header =
    'name,cuisine,address,city,state,zip_code,phone,email,website,opening_hours,latitude,longitude,price_range,description,founded_year,size,rating,reviews_count';

  it('reads each column as its kind and leaves what does not read empty', () => {
    const row =
      '"Osteria ""Nonna"", Downtown",italian,"732 S Broadway, Suite 2",Los Angeles,CA,90014,+1 213-555-0199,hi@nonna.example.com,https://nonna.example.com,"Tu-Sa 17:00-23:00; Su,Mo off",34.04,-118.25,$$$,"Roman pastas,\nsupplì",2015,Small,4.4,87';
    const odd = 'Odd Place,,,,,,,,,every day,91,x,7,,1492x,huge,6,-3';
    const { places, skipped } = placesFromCsv(`${header}\n${row}\n${odd}\n,nameless\n`, 'la.csv');
    expect(skipped).toBe(1);
    expect(places[0]).toMatchObject({
      source: 'csv',
      source_id: 'row-1',
      source_url: 'la.csv#row-1',
      name: 'Osteria "Nonna", Downtown',
      address: '732 S Broadway, Suite 2',
      description: 'Roman pastas,\nsupplì',
      price_range: '$$$',
      founded_year: 2015,
      size: 'small',
      rating: 4.4,
      reviews_count: 87,
      latitude: 34.04,
      hours: { tuesday: '17:00-23:00', sunday: 'Closed', monday: 'Closed' },
    });
    expect(places[1]).toMatchObject({
      name: 'Odd Place',
      opening_hours: {},
      latitude: null,
      longitude: null,
      price_range: '',
      founded_year: null,
      size: null,
      rating: null,
      reviews_count: null,
    });
  });

  it('requires a name column, and takes an id column as the source id', () => {
    expect(() => placesFromCsv('title,city\nX,Y\n', 'x.csv')).toThrow('no name column');
    const { places } = placesFromCsv('ID,Name\nnonna-1,Nonna\n', 'x.csv');
    expect(places[0]).toMatchObject({ source_id: 'nonna-1', source_url: 'x.csv#nonna-1' });
  });
});
