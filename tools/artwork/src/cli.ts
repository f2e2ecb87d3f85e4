/** `npm run artwork -w tools/artwork [-- --check] [-- --out <dir>]`: draws the stock pictures once. */
import path from 'node:path';
import { drawArtwork } from './artwork.ts';
import { artworkDrift, DEFAULT_OUTPUT_DIR, writeArtwork } from './write-artwork.ts';
import { renditionDrift, writeRenditions } from './write-renditions.ts';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outArg = outIndex >= 0 ? args[outIndex + 1] : undefined;
const dir = outArg ? path.resolve(outArg) : DEFAULT_OUTPUT_DIR;
const pictures = drawArtwork();

if (args.includes('--check')) {
  const drift = [...artworkDrift(dir, pictures), ...renditionDrift(dir, pictures)];
  for (const line of drift) console.error(line);
  console.log(drift.length === 0 ? `${dir}: up to date` : `${dir}: run npm run artwork`);
  process.exitCode = drift.length === 0 ? 0 : 1;
} else {
  const { written, removed } = writeArtwork(dir, pictures);
  console.log(
    `${dir}: ${pictures.length} pictures, ${written.length} written, ${removed.length} removed`,
  );
  const rasters = await writeRenditions(dir, pictures);
  console.log(
    `${dir}: ${rasters.written.length} renditions drawn, ${rasters.removed.length} removed`,
  );
}
