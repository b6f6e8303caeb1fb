import { LIMITS } from '@cv/shared';
import type { Area } from 'react-easy-crop';

/** What the server decodes (docs/api.md, the picture pipeline). */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** The server bounds pictures to 1024 px; a larger crop would only be thrown away. */
export const CROP_MAX_PX = 1024;

export type PictureProblem = 'size' | 'type';

/**
 * The checks before anything is decoded or uploaded: only types the server
 * takes (an unknown type is left to the decoder), and the 2 MB limit
 * on the file the user picks, so a huge file is refused before the browser
 * spends memory on it.
 */
export function checkPictureFile(file: Blob): PictureProblem | null {
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LIMITS.pictureMaxBytes) return 'size';
  return null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be decoded'));
    image.src = src;
  });
}

/**
 * Cuts the chosen square out of the picture as a JPEG of at most
 * CROP_MAX_PX. Transparent parts become white, as the server would make them.
 */
export async function cropToSquare(src: string, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const size = Math.max(1, Math.min(Math.round(area.width), CROP_MAX_PX));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas available');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/jpeg',
      0.9,
    );
  });
}
