/**
 * The product's one CSV writer (csv-stringify's synchronous build, which runs in the browser and
 * in Node), for the owner's reservations export and the topic-search download alike. RFC 4180:
 * a field holding a comma, a double quote, CR or LF is quoted, quotes inside doubled; records end
 * in CRLF. Files start with a UTF-8 byte-order mark, which is how spreadsheet programs (Excel
 * above all) know to read them as UTF-8 rather than a local code page.
 */
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

/**
 * The one formula-neutralising rule: a text cell starting with = + - @, a tab or a carriage
 * return could be run by a spreadsheet as a formula ('=HYPERLINK(…)', '@SUM(…)', '+cmd|…'), so
 * it gets a leading apostrophe, which keeps it text. This includes a phone number's '+' (Excel
 * would compute '+1-2' as -1). Numbers are written as numbers and never neutralised.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The records (the header is simply the first), each ending in CRLF, every text cell neutralised. */
export function toCsv(records: readonly (readonly CsvValue[])[]): string {
  return stringify(
    records.map((record) => record.map((value) => value ?? '')),
    {
      record_delimiter: 'windows',
      cast: { string: neutralizeFormula },
      quoted_match: /[\r\n]/, // csv-stringify quotes only the CRLF delimiter itself
    },
  );
}

/** A whole file's text: the byte-order mark, then the records. */
export const csvDocument = (records: readonly (readonly CsvValue[])[]): string =>
  CSV_BOM + toCsv(records);
