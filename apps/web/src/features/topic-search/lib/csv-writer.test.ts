import { describe, expect, it } from 'vitest';
import { csvFile } from './csv-writer';

describe('csvFile', () => {
  it("is the shared writer's text as UTF-8 after a byte-order mark, typed as CSV", async () => {
    const file = csvFile([
      ['name', 'rating'],
      ['Crêperie "Éloïse" 🍷', 4.5],
      ['=1+1', null],
    ]);
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'name,rating\r\n"Crêperie ""Éloïse"" 🍷",4.5\r\n\'=1+1,\r\n',
    );
  });
});
