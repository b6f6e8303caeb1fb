import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { PublicProfile } from '@cv/shared';
import type { CvPictureRequest } from '../cv-engine/cv-render';
import { cvColors } from '../cv-engine/theme-colors';
import { isValidKey, type MediaStorage } from '../platform/storage';

/**
 * The link preview of a public profile (`og:image`): 1200 × 630 px, the
 * owner's name, job title, photo and colours, laid out by `og.typ` in the CV
 * render pool and turned into PNG here. Made once per content: the pictures
 * are kept by what they show (the texts, colours and the photo's address,
 * which changes with every upload), so a new copy of an unchanged profile
 * from the public cache draws nothing, and requests for a picture being made
 * wait for it.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Edge of the photo as read into the picture: about its printed size, so the template gets little to scale. */
const PHOTO_EDGE = 400;
/** Bytes of pictures kept: about a thousand profiles (a picture is 20–60 KB). */
const CACHE_BYTES = 48 * 1024 * 1024;
/** The previews' share of the render pool: a flood of them waits behind people's PDFs, not before. */
export const OG_RENDER_SHARE = 'link-previews';

export interface OgImage {
  png: Buffer;
  etag: string;
}

export interface OgImageDeps {
  renderer: { renderPicture(request: CvPictureRequest, share?: string): Promise<string> };
  storage: Pick<MediaStorage, 'get' | 'url'>;
}

/**
 * The media key behind a URL the storage made (`storage.url(key)`), or null
 * for any other URL: the public profile names its photo by URL only.
 */
export function mediaKeyOf(storage: Pick<MediaStorage, 'url'>, url: string): string | null {
  const probe = 'probe';
  const base = storage.url(probe).slice(0, -probe.length);
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return isValidKey(key) ? key : null;
}

/** Everything a picture shows: what it is kept by. */
interface OgContent {
  input: CvPictureRequest['input'];
  photoUrl: string | null;
}

export class OgImages {
  private readonly cache = new LRUCache<string, OgImage, OgContent>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (image) => image.png.length,
    // A failure is not kept: the next request tries again.
    fetchMethod: (_key, _stale, { context }) => this.make(context),
  });
  /** Pictures made (not served from the cache); for metrics and tests. */
  renders = 0;

  constructor(private readonly deps: OgImageDeps) {}

  /** The picture of the profile as it is now; `site` is the app's name, printed at the foot. */
  async get(profile: PublicProfile, site: string): Promise<OgImage> {
    const content: OgContent = {
      input: {
        lang: profile.lang,
        // The designs' sans serif, bundled with the engine.
        font: 'Inter',
        site,
        name: profile.displayName,
        jobTitle: profile.jobTitle ?? null,
        colors: cvColors(profile.theme),
      },
      photoUrl: profile.pictureUrl ?? profile.thumbnailUrl ?? null,
    };
    const key = createHash('sha1').update(JSON.stringify(content)).digest('base64url');
    const image = await this.cache.fetch(key, { context: content });
    if (!image) throw new Error('link preview not made');
    return image;
  }

  private async make({ input, photoUrl }: OgContent): Promise<OgImage> {
    this.renders += 1;
    const photo = await this.photo(photoUrl);
    const svg = await this.deps.renderer.renderPicture(
      { template: 'og', photo, input },
      OG_RENDER_SHARE,
    );
    // The template's page is exactly 1200 × 630 px at 96 dpi; resize only guards the rounding.
    const png = await sharp(Buffer.from(svg), { density: 96 })
      .resize(OG_WIDTH, OG_HEIGHT, { fit: 'fill' })
      .png()
      .toBuffer();
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
  }

  /** The public photo as JPEG (Typst reads no WebP), or null without one or when it cannot be read. */
  private async photo(url: string | null): Promise<Uint8Array | null> {
    const key = url ? mediaKeyOf(this.deps.storage, url) : null;
    if (!key) return null;
    const stored = await this.deps.storage.get(key);
    if (!stored) return null;
    const photo = await buffer(stored.body);
    try {
      return await sharp(photo)
        .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      // A photo that cannot be decoded leaves the picture without one rather than failing it.
      return null;
    }
  }
}
