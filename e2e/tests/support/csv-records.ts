/**
 * Reads CSV as RFC 4180 writes it, to check an exported file from the outside: fields separated
 * by commas, records by CRLF; a quoted field may hold commas, CR, LF and doubled quotes.
 * Anything else (a stray quote, a bare LF between records) is refused rather than guessed.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote === -1) throw new Error(`unclosed quoted field at ${at}`);
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(/[,\r\n"]/);
      field = text.slice(at, end === -1 ? text.length : at + end);
      at += field.length;
      if (text[at] === '"') throw new Error(`quote inside an unquoted field at ${at}`);
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
      continue;
    }
    if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
      if (at === text.length) return records;
      continue;
    }
    if (at === text.length) {
      records.push(record);
      return records;
    }
    throw new Error(`unexpected ${JSON.stringify(text[at])} at ${at}`);
  }
}
