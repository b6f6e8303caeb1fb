import sharp from 'sharp';

/**
 * The owner's photo for the Word document, as the classic design prints it
 * beside the name: a portrait of 2.4 × 3 cm, cropped from the picture's
 * middle (Word would squeeze it) and sized for print, not for the screen.
 */
export const PHOTO_SIZE_CM = { width: 2.4, height: 3 } as const;

/** Pixels of the JPEG in the document: 380 dpi at the printed size. */
const PIXELS = { width: 360, height: 450 } as const;

/** Word sizes pictures in pixels of 96 per inch. */
export const wordPixels = (cm: number) => (cm / 2.54) * 96;

/** The picture cropped to the portrait; null when it does not decode (the PDF shows none then either). */
export async function portraitOf(picture: Uint8Array): Promise<Buffer | null> {
  try {
    return await sharp(picture, { failOn: 'error' })
      .resize(PIXELS.width, PIXELS.height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
