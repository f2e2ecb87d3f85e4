/** The committed pictures are exactly what the tool draws today, and the manifest describes them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawArtwork, manifestJson, manifestOf, sha256, type Manifest } from './artwork.ts';
import { artworkDrift, DEFAULT_OUTPUT_DIR, listedFiles, MANIFEST_FILE } from './write-artwork.ts';
import { readRenditions, renditionDrift } from './write-renditions.ts';

const committedManifest = (): Manifest =>
  JSON.parse(readFileSync(path.join(DEFAULT_OUTPUT_DIR, MANIFEST_FILE), 'utf8')) as Manifest;

describe('artwork', () => {
  const pictures = drawArtwork();

  it('draws the same bytes on every run', () => {
    expect(manifestJson(manifestOf(drawArtwork()))).toBe(manifestJson(manifestOf(pictures)));
  });

  it('matches the committed folder (run `npm run artwork -w tools/artwork` after a change)', () => {
    expect(artworkDrift(DEFAULT_OUTPUT_DIR, pictures)).toEqual([]);
  });

  it("has each picture's WebP copies, drawn from the SVG as it is now", () => {
    expect(renditionDrift(DEFAULT_OUTPUT_DIR, pictures)).toEqual([]);
    const renditions = readRenditions(DEFAULT_OUTPUT_DIR);
    expect(Object.keys(renditions)).toHaveLength(pictures.length * 3);
    expect(renditions['restaurants/7-400.webp']).toMatchObject({
      width: 400,
      height: 300,
      source: 'restaurants/7.svg',
    });
    expect(renditions['landing-1-800.webp']).toMatchObject({ width: 800, height: 450 });
  });

  it('finds a copy stale once its SVG changes, and missing for a new picture', () => {
    const redrawn = pictures.map((picture) =>
      picture.file === 'fallback.svg'
        ? { ...picture, entry: { ...picture.entry, sha256: '0'.repeat(64) } }
        : picture,
    );
    const added = { ...pictures[0]!, file: 'restaurants/99.svg' };
    expect(renditionDrift(DEFAULT_OUTPUT_DIR, [...redrawn, added])).toEqual([
      'stale: fallback-400.webp',
      'stale: fallback-800.webp',
      'stale: fallback-1600.webp',
      'missing: restaurants/99-400.webp',
      'missing: restaurants/99-800.webp',
      'missing: restaurants/99-1600.webp',
    ]);
  });

  it('lists every committed picture in the manifest with its hash and size', () => {
    const manifest = committedManifest();
    const files = listedFiles(DEFAULT_OUTPUT_DIR).filter((file) => file !== MANIFEST_FILE);
    expect(Object.keys(manifest).sort()).toEqual(files);
    for (const [file, entry] of Object.entries(manifest)) {
      const bytes = readFileSync(path.join(DEFAULT_OUTPUT_DIR, file));
      expect(sha256(bytes), file).toBe(entry.sha256);
      const svg = bytes.toString('utf8');
      expect(svg).toContain(`viewBox="0 0 ${entry.width} ${entry.height}"`);
      expect(svg).toContain(`<title>${entry.alt}</title>`);
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('has 4 page pictures and 48 restaurant pictures of 17 kinds', () => {
    const manifest = committedManifest();
    const restaurants = Object.entries(manifest).filter(([file]) =>
      file.startsWith('restaurants/'),
    );
    expect(restaurants).toHaveLength(48);
    expect(new Set(restaurants.map(([, entry]) => entry.kind)).size).toBe(17);
    for (const name of ['landing-1', 'landing-2', 'landing-3', 'fallback']) {
      expect(manifest[`${name}.svg`]).toBeDefined();
    }
  });
});
