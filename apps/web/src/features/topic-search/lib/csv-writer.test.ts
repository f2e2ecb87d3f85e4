import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFile, toCsv } from './csv-writer';

describe('csv writer (RFC 4180)', () => {
  it('writes plain fields as they are, and empty values as empty fields', () => {
    expect(csvField('Bestia')).toBe('Bestia');
    expect(csvField(4.5)).toBe('4.5');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma', () => {
    expect(csvField('Italian, Pizza')).toBe('"Italian, Pizza"');
  });

  it('quotes a field with a double quote and doubles the quote', () => {
    expect(csvField('The "Best" Tacos')).toBe('"The ""Best"" Tacos"');
    expect(csvField('"')).toBe('""""');
  });

  it('quotes a field with a line break (LF, CR or CRLF)', () => {
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['name', 'rating'],
        ['Bestia', 4.5],
        ['Tsujita', null],
      ]),
    ).toBe('name,rating\r\nBestia,4.5\r\nTsujita,\r\n');
  });

  it('keeps a quoted line break inside its record', () => {
    expect(toCsv([['a', 'two\nlines', 'c']])).toBe('a,"two\nlines",c\r\n');
  });

  it('makes a UTF-8 file that starts with the byte-order mark', async () => {
    const file = csvFile([['name'], ['Café Tacuba ñ']]);
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      `${CSV_BOM}name\r\nCafé Tacuba ñ\r\n`,
    );
  });
});
