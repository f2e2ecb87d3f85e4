/**
 * The topic-search download as a file: the product's one CSV writer (csvDocument in
 * @tablefor/shared: RFC 4180, CRLF, a byte-order mark, the one formula-neutralising rule).
 */
import { csvDocument, type CsvValue } from '@tablefor/shared';

export type { CsvValue };

/** The file's bytes: the BOM, then the records. */
export function csvFile(records: readonly (readonly CsvValue[])[]): Blob {
  return new Blob([csvDocument(records)], { type: 'text/csv;charset=utf-8' });
}
