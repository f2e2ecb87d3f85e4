import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { madeUpSecrets } from './development-secrets.ts';

const folders: string[] = [];
const scratchFile = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tablefor-secrets-'));
  folders.push(folder);
  return path.join(folder, 'data', 'secrets.json');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('madeUpSecrets', () => {
  it('makes up a different random value for each name and each process', () => {
    const first = madeUpSecrets(['TOKEN', 'KEY']);
    const second = madeUpSecrets(['TOKEN', 'KEY']);
    expect(first.TOKEN).toMatch(/^[\w-]{43}$/);
    expect(first.KEY).toMatch(/^[\w-]{43}$/);
    expect(new Set([first.TOKEN, first.KEY, second.TOKEN, second.KEY]).size).toBe(4);
  });

  it('keeps them in a file only its owner reads, and reads them back on the next start', () => {
    const file = scratchFile();
    const first = madeUpSecrets(['TOKEN', 'KEY'], file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(madeUpSecrets(['TOKEN', 'KEY'], file)).toEqual(first);
    expect(madeUpSecrets(['KEY'], file).KEY).toBe(first.KEY);
  });

  it('adds a name the file does not hold yet, keeping the others', () => {
    const file = scratchFile();
    const { TOKEN } = madeUpSecrets(['TOKEN'], file);
    const both = madeUpSecrets(['TOKEN', 'KEY'], file);
    expect(both.TOKEN).toBe(TOKEN);
    expect(both.KEY).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ TOKEN, KEY: both.KEY });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a file that is not a JSON object rather than replacing it', () => {
    const file = scratchFile();
    madeUpSecrets(['TOKEN'], file);
    writeFileSync(file, '[]');
    expect(() => madeUpSecrets(['TOKEN'], file)).toThrow(`${file} is not a JSON object`);
  });
});
