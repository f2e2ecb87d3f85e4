/** Pictures for the gallery tests, drawn with sharp (no binary fixtures), and multipart bodies. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** A picture of `width` × `height` with two colour blocks, so that orientation can be seen. */
export async function drawPicture(format: Format, width = 1200, height = 900): Promise<Buffer> {
  const half = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${Math.round(width / 2)}" height="${height}" fill="#c0392b"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** A JPEG that says where it was taken (EXIF GPS) and that it is rotated (orientation 6). */
export function drawJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#27ae60' } })
    .withExif({
      IFD0: { Copyright: 'Test camera owner', Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** 48 megapixels of one colour: a small file that would decode to ~144 MB of pixels. */
export function drawDecompressionBomb(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export type FilePart = { field?: string; filename?: string; contentType?: string; body: Buffer };

/** A multipart/form-data request body with one file part (and any text fields). */
export function multipart(file: FilePart | null, fields: Record<string, string> = {}) {
  const boundary = `----tablefor-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(`${value}\r\n`),
    );
  }
  if (file) {
    const { field = 'image', filename = 'photo.jpg', contentType = 'image/jpeg' } = file;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; ` +
          `filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
