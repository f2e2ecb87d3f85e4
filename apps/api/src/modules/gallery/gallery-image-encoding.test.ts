import { responsiveImageSources, responsiveSrcSet } from '@tablefor/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeGalleryImage, sniffImageFormat } from './gallery-image-encoding.ts';
import { drawPicture } from './gallery-test-pictures.ts';

describe('sniffImageFormat', () => {
  it('names JPEG, PNG, WebP and GIF by their bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      expect(sniffImageFormat(await drawPicture(format, 40, 30))).toBe(format);
    }
  });

  it('names nothing else', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    for (const bytes of [
      svg,
      tiff,
      Buffer.from('RIFF1234WAVE'),
      Buffer.alloc(0),
      Buffer.from([0xff]),
    ]) {
      expect(sniffImageFormat(bytes)).toBeNull();
    }
  });
});

describe('encodeGalleryImage', () => {
  it('refuses a file whose signature and content disagree', async () => {
    const jpeg = await drawPicture('jpeg', 40, 30);
    const lying = Buffer.concat([Buffer.from('GIF89a'), jpeg]);
    await expect(encodeGalleryImage(lying)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('makes one WebP per width, keeping alpha', async () => {
    const transparent = await sharp({
      create: { width: 900, height: 450, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const variants = await encodeGalleryImage(transparent);
    expect(variants.map((variant) => [variant.width, variant.pixelWidth])).toEqual([
      [400, 400],
      [800, 800],
      [1600, 900],
    ]);
    const largest = await sharp(variants[2]?.bytes).metadata();
    expect(largest).toMatchObject({ format: 'webp', width: 900, height: 450, hasAlpha: true });
  });
});

describe('responsiveImageSources', () => {
  const url = '/uploads/restaurants/7/0123456789abcdef01234567-800.webp';

  it('lists every stored size of an uploaded picture', () => {
    expect(responsiveImageSources(url)).toEqual([
      { url: url.replace('-800', '-400'), width: 400 },
      { url, width: 800 },
      { url: url.replace('-800', '-1600'), width: 1600 },
    ]);
    expect(responsiveSrcSet(url)).toBe(
      `${url.replace('-800', '-400')} 400w, ${url} 800w, ${url.replace('-800', '-1600')} 1600w`,
    );
  });

  it('has none for outside addresses, unknown sizes and unknown stock names', () => {
    for (const other of [
      'https://example.com/photo-800.webp',
      url.replace('-800', '-801'),
      `${url}?v=1`,
      '/images/restaurants/0.svg',
      '/images/restaurants/7.svg?v=1',
      '/images/../manifest.svg',
    ]) {
      expect(responsiveImageSources(other)).toEqual([]);
      expect(responsiveSrcSet(other)).toBe('');
    }
  });

  it('offers a stock picture’s WebP copies, which are no stored upload', () => {
    expect(responsiveImageSources('/images/restaurants/7.svg')).toEqual([]);
    expect(responsiveSrcSet('/images/restaurants/7.svg')).toBe(
      '/images/restaurants/7-400.webp 400w, /images/restaurants/7-800.webp 800w, /images/restaurants/7-1600.webp 1600w',
    );
    expect(responsiveSrcSet('/images/landing-2.svg')).toBe(
      '/images/landing-2-400.webp 400w, /images/landing-2-800.webp 800w, /images/landing-2-1600.webp 1600w',
    );
  });
});
