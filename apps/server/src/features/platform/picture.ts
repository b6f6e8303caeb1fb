import sharp, { type Metadata, type SharpOptions } from 'sharp';

/**
 * The profile picture pipeline. Every upload is decoded and re-encoded, never
 * stored as sent: that drops EXIF/GPS and any other metadata, defeats
 * polyglot files (an image that is also HTML or a script), and bounds size.
 */

export const PICTURE = {
  /** Longest edge of the stored picture. */
  maxEdge: 1024,
  /** Edge of the square thumbnail. */
  thumbnailEdge: 256,
  /**
   * Decoding refuses larger images before allocating pixels: a 2 MB file can
   * declare 30000 x 30000 pixels (3.6 GB decoded). 50 MP still takes any
   * phone camera's full-resolution photo.
   */
  maxInputPixels: 50_000_000,
  /** JPEG prints in every PDF engine and unfurls in every chat app (WebP does not everywhere). */
  contentType: 'image/jpeg',
  extension: 'jpg',
} as const;

/** What sharp reports for the formats we take: JPEG, PNG, WebP and HEIF (AVIF, HEIC where the build decodes it). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export type PictureRejection = 'invalid' | 'dimensions';

export class PictureError extends Error {
  constructor(readonly reason: PictureRejection) {
    super(`picture rejected: ${reason}`);
    this.name = 'PictureError';
  }
}

export interface ProcessedPicture {
  picture: Buffer;
  thumbnail: Buffer;
}

const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: PICTURE.maxInputPixels,
  // Accept what decodes; only refuse what does not (a truncated camera JPEG is still a photo).
  failOn: 'error',
  // Animated WebP: the first frame only.
  pages: 1,
};

/** Refuses, from the header alone, what is no photo or has too many pixels to decode. */
async function checkHeader(bytes: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw decodeRefusal(error);
  }
  // SVG, GIF, TIFF and friends decode too, but are not what a profile photo is.
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new PictureError('invalid');
  // Checked from the header, before a single pixel is decoded.
  if (metadata.width * metadata.height > PICTURE.maxInputPixels) {
    throw new PictureError('dimensions');
  }
}

export async function processPicture(bytes: Buffer): Promise<ProcessedPicture> {
  await checkHeader(bytes);
  // Orientation from EXIF is applied, then all metadata is dropped (sharp's default output).
  const oriented = sharp(bytes, DECODE_OPTIONS).autoOrient().flatten({ background: '#ffffff' });
  try {
    const [picture, thumbnail] = await Promise.all([
      oriented
        .clone()
        .resize(PICTURE.maxEdge, PICTURE.maxEdge, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
      oriented
        .clone()
        .resize(PICTURE.thumbnailEdge, PICTURE.thumbnailEdge, { fit: 'cover', position: 'centre' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer(),
    ]);
    return { picture, thumbnail };
  } catch (error) {
    // The header was fine but the pixels are not (corrupt, or HEIC without a decoder).
    throw decodeRefusal(error);
  }
}

/** A decoding error as the refusal it means: over the pixel limit, or no image we can read. */
function decodeRefusal(error: unknown): PictureError {
  // sharp's refusal of an image over limitInputPixels has no error code.
  const overPixelLimit = error instanceof Error && /pixel limit/i.test(error.message);
  return new PictureError(overPixelLimit ? 'dimensions' : 'invalid');
}

/**
 * A signature picture: like a photo decoded, checked and re-encoded (all
 * metadata dropped), but as PNG with its transparency kept, so it sits on
 * the letter's paper like ink.
 */
export async function processTransparentPicture(bytes: Buffer, maxEdge = 1200): Promise<Buffer> {
  await checkHeader(bytes);
  try {
    return await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    throw decodeRefusal(error);
  }
}
