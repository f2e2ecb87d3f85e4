import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, neutralizeFormula, toCsv } from './csv.ts';

describe('toCsv (RFC 4180)', () => {
  it('writes plain fields as they are, empty values as empty fields, records ending in CRLF', () => {
    expect(
      toCsv([
        ['name', 'rating'],
        ['Bestia', 4.5],
        ['Tsujita', null],
        [undefined, 0],
      ]),
    ).toBe('name,rating\r\nBestia,4.5\r\nTsujita,\r\n,0\r\n');
  });

  it('quotes commas, double quotes (doubled) and line breaks, LF, CR or CRLF', () => {
    expect(toCsv([['Italian, Pizza', 'The "Best" Tacos', '"']])).toBe(
      '"Italian, Pizza","The ""Best"" Tacos",""""\r\n',
    );
    expect(toCsv([['a', 'two\nlines', 'a\rb', 'a\r\nb']])).toBe(
      'a,"two\nlines","a\rb","a\r\nb"\r\n',
    );
  });

  it('keeps accents and emoji as they are, after one byte-order mark', () => {
    expect(csvDocument([['Crêperie Éloïse 🍷']])).toBe(`${CSV_BOM}Crêperie Éloïse 🍷\r\n`);
  });
});

describe('the formula-neutralising rule', () => {
  it.each([
    '=HYPERLINK("http://evil.example")',
    '@SUM(A1)',
    '+cmd|calc',
    '-2+3',
    '\tx',
    '\rx',
    '+1 (213) 626-1680',
  ])('keeps %j as text with a leading apostrophe', (cell) => {
    expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    expect(toCsv([[cell]]).startsWith(`"'`) || toCsv([[cell]]).startsWith(`'`)).toBe(true);
  });

  it('leaves other text, and numbers (negative ones too), alone', () => {
    expect(neutralizeFormula('Daikokuya')).toBe('Daikokuya');
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(toCsv([[-3, 0.82, '']])).toBe('-3,0.82,\r\n');
  });
});
