import { describe, expect, it } from 'vitest';
import { company } from '../test/topic-search-fixtures';
import { neutralizeFormula, toCsv } from '@tablefor/shared';
import es from '@/i18n/es/topic-search.json';
import { RESULT_CSV_COLUMNS, resultsCsvRecords } from './results-csv';

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

  it("writes text a spreadsheet would run as a formula as text, by the writer's one rule", () => {
    const [, row] = toCsv(
      resultsCsvRecords([
        company({
          name: '=HYPERLINK("http://evil.example")',
          description: '@SUM(A1)',
          contact: { ...company().contact, phone: '+1 (213) 626-1680' },
        }),
      ]),
    ).split('\r\n');
    expect(row).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",/);
    expect(row).toContain(",'+1 (213) 626-1680,");
    expect(row).toMatch(/,'@SUM\(A1\)$/);
    // The same rule the owner's reservations export is written with.
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
  });

  it("heads the columns with their names in the reader's language", () => {
    const header = (column: (typeof RESULT_CSV_COLUMNS)[number]) =>
      es.topicSearch.csvColumns[column];
    expect(resultsCsvRecords([], header)[0]?.slice(0, 3)).toEqual(['nombre', 'cocina', 'precio']);
  });
});
