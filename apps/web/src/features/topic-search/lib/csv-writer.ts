/**
 * CSV as RFC 4180 writes it: a field holding a comma, a double quote, CR or LF is quoted, quotes
 * inside doubled; records end in CRLF. The file is UTF-8 with a byte-order mark, which is how
 * spreadsheet programs (Excel above all) know to read it as UTF-8 rather than a local code page.
 */
export type CsvValue = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

export function csvField(value: CsvValue): string {
  const text = value == null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The records, each ending in CRLF (the header is simply the first record). */
export function toCsv(records: readonly (readonly CsvValue[])[]): string {
  return records.map((record) => record.map(csvField).join(',') + CRLF).join('');
}

/** The file's bytes: the BOM, then the records. */
export function csvFile(records: readonly (readonly CsvValue[])[]): Blob {
  return new Blob([CSV_BOM + toCsv(records)], { type: 'text/csv;charset=utf-8' });
}
