/**
 * RFC 4180 CSV: comma-separated fields, double-quoted fields that may hold commas, line breaks
 * and doubled quotes (""), records ended by CRLF or LF. A UTF-8 byte order mark and blank lines
 * are ignored.
 */

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  const source = text.replace(/^\uFEFF/, '');
  const endRecord = () => {
    record.push(field);
    // A blank line is no record.
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at += 1;
      line += 1;
      endRecord();
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(`A quoted field opened on line ${quoteLine} never closes`);
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
