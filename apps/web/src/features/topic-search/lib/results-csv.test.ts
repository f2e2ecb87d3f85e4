import { describe, expect, it } from 'vitest';
import { company } from '../test/topic-search-fixtures';
import { toCsv } from './csv-writer';
import { neutralizeFormula, RESULT_CSV_COLUMNS, resultsCsvRecords } from './results-csv';

describe('results csv', () => {
  it('has the columns in order, then one row per result', () => {
    const records = resultsCsvRecords([
      company({ description: 'Rich broth, "the" classic,\nopen late.' }),
      company({ name: 'Tsujita', rating: null, reviews_count: null }),
    ]);
    expect(records[0]).toEqual([...RESULT_CSV_COLUMNS]);
    expect(records[0]).toEqual([
      'name',
      'cuisine_type',
      'price_range',
      'address',
      'city',
      'state',
      'zip_code',
      'phone',
      'email',
      'website',
      'rating',
      'reviews_count',
      'relevance_score',
      'source_urls',
      'description',
    ]);
    expect(records[1]).toEqual([
      'Daikokuya',
      'Japanese, Ramen',
      '$$',
      '327 E 1st St',
      'Los Angeles',
      'CA',
      '90012',
      '(213) 626-1680',
      '',
      'https://www.daikoku-ten.example/',
      4.5,
      128,
      0.82,
      'https://www.daikoku-ten.example/ https://directory.example/places/12',
      'Rich broth, "the" classic,\nopen late.',
    ]);
    expect(records[2]?.slice(10, 12)).toEqual([null, null]);
    expect(toCsv(records).split('\r\n')[1]).toContain(
      '"Japanese, Ramen",$$,327 E 1st St,Los Angeles,CA,90012,(213) 626-1680,,',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil.example")')).toBe(
      `'=HYPERLINK("http://evil.example")`,
    );
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('+cmd|calc')).toBe("'+cmd|calc");
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
    expect(neutralizeFormula('+1 (213) 626-1680')).toBe('+1 (213) 626-1680');
    expect(neutralizeFormula('Bestia')).toBe('Bestia');
  });
});
