import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryUploadStore, isUploadName, type UploadStore } from './upload-store.ts';

const id = '0123456789abcdef01234567';

describe('isUploadName', () => {
  it('accepts only the names the server writes', () => {
    expect(isUploadName(`restaurants/12/${id}-400.webp`)).toBe(true);
    expect(isUploadName(`restaurants/12/${id}-1600.webp`)).toBe(true);
    for (const name of [
      `restaurants/12/${id}-1200.webp`,
      `restaurants/12/${id}-800.png`,
      `restaurants/012/${id}-800.webp`,
      `restaurants/12/${id.toUpperCase()}-800.webp`,
      `restaurants/12/${id}0-800.webp`,
      `restaurants/12/../12/${id}-800.webp`,
      `../restaurants/12/${id}-800.webp`,
      `/restaurants/12/${id}-800.webp`,
      `restaurants\\12\\${id}-800.webp`,
      `restaurants/12/${id}-800.webp\0`,
      `restaurants/12/${id}-800.webp/`,
      'manifest.json',
      '',
    ]) {
      expect(isUploadName(name), name).toBe(false);
    }
  });
});

describe('the directory store', () => {
  let root: string;
  let store: UploadStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tablefor-store-'));
    store = createDirectoryUploadStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const name = `restaurants/3/${id}-800.webp`;

  it('writes, reads and deletes a file, leaving no partial file behind', async () => {
    await store.put(name, Buffer.from('webp bytes'), 'image/webp');
    expect(await store.read(name)).toEqual({
      body: Buffer.from('webp bytes'),
      contentType: 'image/webp',
    });
    expect(await readdir(path.join(root, 'restaurants', '3'))).toEqual([`${id}-800.webp`]);
    await store.delete(name);
    expect(await store.read(name)).toBeNull();
    await expect(store.delete(name)).resolves.toBeUndefined();
  });

  it('refuses any other name or type', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.put(name, Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(store.delete('../../etc/passwd')).rejects.toThrow();
    expect(await store.read('../../package.json')).toBeNull();
  });
});
