import { describe, expect, it } from 'vitest';
import { decodePage, pageEncoding } from './page-encoding.ts';

const HTML = 'text/html';
const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}<title>Test</title></head><body>${body}</body></html>`;
/** Enough markup to push what follows past the prescan's first 1024 bytes. */
const filler = `<style>${'.a{color:red}'.repeat(100)}</style>`;

describe('page encoding', () => {
  it('follows a byte order mark before anything else', () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(page('', 'Crème brûlée'), 'utf8'),
    ]);
    expect(pageEncoding(body, 'text/html; charset=iso-8859-1')).toBe('utf-8');
    expect(decodePage(body, HTML)).toContain('Crème brûlée');
  });

  it('follows the Content-Type header, then the <meta> in the first 1024 bytes', () => {
    const latin1 = Buffer.from(page('', 'Straße'), 'latin1');
    expect(decodePage(latin1, 'text/html; charset=ISO-8859-1')).toContain('Straße');
    const declared = Buffer.from(page('<meta charset="iso-8859-1">', 'Straße'), 'latin1');
    expect(decodePage(declared, HTML)).toContain('Straße');
    const pragma = Buffer.from(
      page('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">', 'Straße'),
      'latin1',
    );
    expect(pageEncoding(pragma, HTML)).toBe('windows-1252');
  });

  it('reads UTF-8 declared late, or not at all, as UTF-8 with or without a charset header', () => {
    const late = Buffer.from(page(`${filler}<meta charset="utf-8">`, 'Mia’s Café'), 'utf8');
    const undeclared = Buffer.from(page(filler, 'Mia’s Café, Lindenstraße'), 'utf8');
    for (const body of [late, undeclared]) {
      expect(decodePage(body, HTML)).toBe(decodePage(body, 'text/html; charset=utf-8'));
      expect(decodePage(body, HTML)).toContain('Mia’s Café');
    }
  });

  it('reads a late <meta> for another encoding, and bytes that are not UTF-8 as windows-1252', () => {
    const cyrillic = new Uint8Array([0xcc, 0xe5, 0xed, 0xfe]); // 'Меню' in windows-1251
    const body = Buffer.concat([
      Buffer.from(`<!doctype html><html><head>${filler}<meta charset="windows-1251">`),
      Buffer.from('</head><body>'),
      cyrillic,
      Buffer.from('</body></html>'),
    ]);
    expect(decodePage(body, HTML)).toContain('Меню');
    const undeclared = Buffer.concat([
      Buffer.from('<!doctype html><title>Test</title><p>Caf'),
      Buffer.from([0xe9]), // 'é' in windows-1252, not UTF-8
      Buffer.from('</p>'),
    ]);
    expect(decodePage(undeclared, HTML)).toContain('Café');
    expect(pageEncoding(undeclared, HTML)).toBe('windows-1252');
  });

  it('decodes Shift_JIS named by the header or the page', () => {
    const shiftJis = new Uint8Array([0x90, 0x48, 0x93, 0xb0]); // '食堂'
    const body = Buffer.concat([
      Buffer.from('<!doctype html><html><head><meta charset="shift_jis"></head><body>'),
      shiftJis,
      Buffer.from('</body></html>'),
    ]);
    expect(decodePage(body, HTML)).toContain('食堂');
    expect(decodePage(body, 'text/html; charset=Shift_JIS')).toContain('食堂');
  });

  it('ignores a header charset no decoder knows', () => {
    const body = Buffer.from(page('', 'Café'), 'utf8');
    expect(decodePage(body, 'text/html; charset=made-up')).toContain('Café');
  });
});
