import sharp from 'sharp';

let photo: Promise<Uint8Array> | null = null;

/**
 * A generated portrait placeholder (a silhouette on a soft gradient) as
 * JPEG, the way the server stores uploaded pictures. Made once per process.
 * (Kept apart from the sample profile so render workers need not load sharp.)
 */
export function samplePhoto(): Promise<Uint8Array> {
  photo ??= sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
      <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#c9d6ee"/><stop offset="1" stop-color="#7f93b8"/>
      </linearGradient></defs>
      <rect width="480" height="600" fill="url(#bg)"/>
      <circle cx="240" cy="235" r="105" fill="#f1d9c6"/>
      <path d="M135 215c0-80 50-125 108-125s102 45 102 125c-20-40-60-62-104-62s-86 22-106 62z" fill="#5b3b2a"/>
      <path d="M40 600c10-130 95-215 200-215s190 85 200 215z" fill="#2f4f8f"/>
    </svg>`),
  )
    .jpeg({ quality: 85 })
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));
  return photo;
}
