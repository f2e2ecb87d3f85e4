/** The export of the chosen results: one row per restaurant, the columns below. */
import type { Company } from '@tablefor/shared';
import type { CsvValue } from './csv-writer';

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

/**
 * Text from the web could be read as a formula by a spreadsheet ('=HYPERLINK(…)', '@SUM(…)'): such
 * a cell gets a leading apostrophe, which keeps it text. A phone number's '+' is left alone.
 */
export function neutralizeFormula(text: string): string {
  const formulaLike = /^[=@\t\r]/.test(text) || /^[+-](?![\d\s().-]*$)/.test(text);
  return formulaLike ? `'${text}` : text;
}

function resultRow(company: Company): CsvValue[] {
  const { location, contact } = company;
  const text = [
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
  ].map(neutralizeFormula);
  return [
    ...text,
    company.rating,
    company.reviews_count,
    company.relevance_score,
    neutralizeFormula(company.source_urls.join(' ')),
    neutralizeFormula(company.description),
  ];
}

export function resultsCsvRecords(companies: readonly Company[]): CsvValue[][] {
  return [[...RESULT_CSV_COLUMNS], ...companies.map(resultRow)];
}
