import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrImage, qrRenders, qrSvg } from './profile-qr';

const profileUrl = () => `https://cv.example.com/ui/profile/marie-${randomUUID()}`;

describe('qrImage', () => {
  it('draws the code as a 1024 px PNG: whole-pixel modules on a white quiet zone', async () => {
    const url = profileUrl();
    const { body } = await qrImage(url, 'png');
    const { data, info } = await sharp(body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 1024]);

    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const side = modules.size + 8;
    const scale = Math.floor(1024 / side);
    const offset = Math.floor((1024 - side * scale) / 2) + 4 * scale;
    const dark = (x: number, y: number) => data[(y * info.width + x) * info.channels]! < 128;
    // Every module's first and last pixel, in both directions, is the module's colour.
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        const expected = Boolean(modules.get(row, column));
        const x = offset + column * scale;
        const y = offset + row * scale;
        expect(dark(x, y)).toBe(expected);
        expect(dark(x + scale - 1, y + scale - 1)).toBe(expected);
      }
    }
    // The border is white all round.
    for (let i = 0; i < 1024; i++) {
      expect([dark(i, 0), dark(0, i), dark(i, 1023), dark(1023, i)]).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it('makes each image once: equal requests, at once or later, share it', async () => {
    const url = profileUrl();
    const before = qrRenders();
    const [first, ...others] = await Promise.all(
      Array.from({ length: 10 }, () => qrImage(url, 'png')),
    );
    expect(others.every((image) => image === first)).toBe(true);
    expect(await qrImage(url, 'png')).toBe(first);
    expect(qrRenders()).toBe(before + 1);

    // The SVG and another address are other images.
    const svg = await qrSvg(url);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect((await qrImage(profileUrl(), 'png')).etag).not.toBe(first!.etag);
    expect(qrRenders()).toBe(before + 3);
  });
});
