import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  encode,
  hasGpsIfd,
  jpeg,
  jpegWithGps,
  png,
  pngBomb,
  svgFile,
  textFile,
} from '../../../test/images';
import { PICTURE, PictureError, processPicture } from './picture';

async function rejection(bytes: Buffer) {
  try {
    await processPicture(bytes);
  } catch (error) {
    if (error instanceof PictureError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('processPicture', () => {
  it('re-encodes to JPEG without metadata, upright, bounded, with a square thumbnail', async () => {
    const input = await jpegWithGps(1600, 1200);
    expect(hasGpsIfd((await sharp(input).metadata()).exif)).toBe(true);
    const { picture, thumbnail } = await processPicture(input);
    const meta = await sharp(picture).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 768, height: 1024 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const thumb = await sharp(thumbnail).metadata();
    expect([thumb.width, thumb.height]).toEqual([PICTURE.thumbnailEdge, PICTURE.thumbnailEdge]);
  });

  it('never enlarges a small picture', async () => {
    const { picture } = await processPicture(await jpeg(100, 80));
    expect((await sharp(picture).metadata()).width).toBe(100);
  });

  it('flattens transparency onto white (JPEG has no alpha)', async () => {
    const transparent = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { picture } = await processPicture(transparent);
    const { data } = await sharp(picture).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it.each([
    ['PNG', () => png()],
    ['WebP', () => encode('webp')],
    ['AVIF', () => encode('avif')],
  ])('takes %s', async (_, make) => {
    expect(await rejection(await make())).toBe('accepted');
  });

  it.each([
    ['text', textFile],
    ['SVG', svgFile],
    [
      'GIF',
      () =>
        sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    [
      'TIFF',
      () =>
        sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
          .tiff()
          .toBuffer(),
    ],
    ['nothing', () => Buffer.alloc(0)],
  ])('refuses %s as invalid', async (_, make) => {
    expect(await rejection(await make())).toBe('invalid');
  });

  it('refuses a decompression bomb by its declared size, before decoding', async () => {
    expect(await rejection(pngBomb(30_000))).toBe('dimensions');
    // Just above the limit, too.
    expect(await rejection(pngBomb(Math.ceil(Math.sqrt(PICTURE.maxInputPixels)) + 1))).toBe(
      'dimensions',
    );
  });
});
