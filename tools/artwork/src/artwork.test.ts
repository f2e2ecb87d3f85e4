/** The committed pictures are exactly what the tool draws today, and the manifest describes them. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawArtwork, manifestJson, manifestOf, sha256, type Manifest } from './artwork.ts';
import { artworkDrift, DEFAULT_OUTPUT_DIR, listedFiles, MANIFEST_FILE } from './write-artwork.ts';

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
