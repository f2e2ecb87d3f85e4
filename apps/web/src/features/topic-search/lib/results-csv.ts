/**
 * The export of the chosen results: one row per restaurant, the columns below, headed by their
 * names in the reader's language (`topicSearch.csvColumns`). Text a spreadsheet could run as a
 * formula is neutralised by the writer (the one rule, in @tablefor/shared's csv.ts).
 */
import type { Company, CsvValue } from '@tablefor/shared';

export const RESULT_CSV_COLUMNS = [
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
] as const;

function resultRow(company: Company): CsvValue[] {
  const { location, contact } = company;
  return [
    company.name,
    company.cuisine_type,
    company.price_range,
    location.address,
    location.city,
    location.state,
    location.zip_code,
    contact.phone,
    contact.email,
    contact.website,
    company.rating,
    company.reviews_count,
    company.relevance_score,
    company.source_urls.join(' '),
    company.description,
  ];
}

export type ResultCsvColumn = (typeof RESULT_CSV_COLUMNS)[number];

/** `header` names a column in the reader's language; by default its key. */
export function resultsCsvRecords(
  companies: readonly Company[],
  header: (column: ResultCsvColumn) => string = (column) => column,
): CsvValue[][] {
  return [RESULT_CSV_COLUMNS.map(header), ...companies.map(resultRow)];
}
