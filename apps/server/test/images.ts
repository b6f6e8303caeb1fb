import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test images, made on the fly: no binary fixtures to trust or update. */

/** A small photo-like JPEG (a gradient, so that it is not trivially compressible). */
export async function jpeg(width = 640, height = 480): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function png(width = 320, height = 200): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function encode(format: 'webp' | 'avif', width = 200, height = 100): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A picture of one colour, as PNG or JPEG. */
export async function solidImage(format: 'png' | 'jpeg', width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();
}

function gradient(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 97) % 256;
    }
  }
  return pixels;
}

/** A JPEG that carries a camera's GPS position and an orientation of 6 (rotate 90° clockwise). */
export async function jpegWithGps(width = 400, height = 300): Promise<Buffer> {
  return sharp(gradient(width, height), { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Spy 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 36/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** Whether raw EXIF data has a GPS IFD (tag 0x8825, in either byte order). */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const IEND_LENGTH = 12;
const CHUNK_OVERHEAD = 12;

/**
 * A valid PNG of exactly `size` bytes: a real image padded with a private
 * ancillary chunk ('prVt': lowercase first letter = safe to ignore) before IEND.
 */
export async function pngOfSize(size: number): Promise<Buffer> {
  const image = await png(64, 64);
  const head = image.subarray(0, image.length - IEND_LENGTH);
  const iend = image.subarray(image.length - IEND_LENGTH);
  const padding = size - image.length - CHUNK_OVERHEAD;
  if (padding < 0) throw new Error(`cannot make a PNG as small as ${size} bytes`);
  const out = Buffer.concat([head, pngChunk('prVt', Buffer.alloc(padding, 0x61)), iend]);
  if (out.length !== size) throw new Error('padding arithmetic is off');
  return out;
}

/**
 * A decompression bomb: a tiny PNG whose header declares `side` x `side`
 * pixels (30000² = 900 megapixels, 2.7 GB decoded) over a few bytes of data.
 */
export function pngBomb(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Plain text, whatever its file name says. */
export const textFile = () => Buffer.from('This is not an image, just a text file named .png\n');

/** An SVG: decodable by sharp, but a script-capable format we never take. */
export const svgFile = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
  );
