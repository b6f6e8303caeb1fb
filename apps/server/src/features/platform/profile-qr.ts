import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * QR codes of a public profile's address. Error correction M survives a
 * scuffed print or a small logo-free crop while keeping the code coarse
 * enough to scan at 2 cm; the quiet zone (the white border scanners need to
 * find the code) is part of every image, so it works on any background.
 *
 * An image depends on nothing but its text and size, so each is made once and
 * kept (least recently used dropped first); requests for one that is being
 * made wait for it. The main thread only computes the code's modules (well
 * under a millisecond); sharp enlarges and encodes the PNG in libuv's thread
 * pool, so a burst of PNGs never stalls other requests.
 */

/** Modules of white border; four is what the QR standard asks for. */
const QUIET_ZONE = 4;
/** Edge of the PNG in pixels: sharp on a printed page, small as a file (about 5 KB). */
const PNG_WIDTH = 1024;
/** Bytes of images kept: thousands of codes (an SVG is about 10 KB). */
const CACHE_BYTES = 16 * 1024 * 1024;

export type QrFormat = 'svg' | 'png';

export interface QrImage {
  body: string | Buffer;
  etag: string;
}

let renders = 0;

/** Images made (not served from the cache) since the process started; for tests and metrics. */
export function qrRenders(): number {
  return renders;
}

const images = new LRUCache<string, QrImage, { text: string; format: QrFormat }>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (image) => Buffer.byteLength(image.body),
  fetchMethod: async (_key, _stale, { context: { text, format } }) => {
    renders += 1;
    const body = format === 'png' ? await renderPng(text) : await renderSvg(text);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  },
});

function renderSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: QUIET_ZONE });
}

/**
 * One pixel per module, enlarged by a whole factor (every module the same
 * size, crisp edges) and centred on white to exactly PNG_WIDTH: the leftover
 * pixels only widen the quiet zone.
 */
async function renderPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + 2 * QUIET_ZONE;
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) pixels[(row + QUIET_ZONE) * side + column + QUIET_ZONE] = 0;
    }
  }
  const edge = side * Math.max(1, Math.floor(PNG_WIDTH / side));
  const before = Math.floor((PNG_WIDTH - edge) / 2);
  const after = PNG_WIDTH - edge - before;
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .resize(edge, edge, { kernel: 'nearest' })
    .extend({ top: before, left: before, bottom: after, right: after, background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The code of `text` as SVG (black modules on white, any size) or as a 1024 px PNG. */
export async function qrImage(text: string, format: QrFormat): Promise<QrImage> {
  const image = await images.fetch(`${format} ${text}`, { context: { text, format } });
  if (!image) throw new Error('QR image not made');
  return image;
}

/** The code as an SVG document. */
export async function qrSvg(text: string): Promise<string> {
  return (await qrImage(text, 'svg')).body as string;
}
