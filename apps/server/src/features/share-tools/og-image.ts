import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PublicProfile } from '@cv/shared';
import type { CvPictureRequest } from '../cv/cv-render';
import { cvColors } from '../cv/theme-colors';
import { isValidKey, type MediaStorage } from '../media/storage';

/**
 * The link preview of a public profile (`og:image`): 1200 × 630 px, the
 * owner's name, job title, photo and colours, laid out by `og.typ` in the CV
 * render pool and turned into PNG here. Made once per version of the profile:
 * the public profile service hands out the same object while the profile is
 * unchanged, so the picture is memoized on that object and goes with it.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Edge of the photo as read into the picture: about its printed size, so the template gets little to scale. */
const PHOTO_EDGE = 400;

export interface OgImage {
  png: Buffer;
  etag: string;
}

export interface OgImageDeps {
  renderer: { renderPicture(request: CvPictureRequest): Promise<string> };
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

export class OgImages {
  private readonly cache = new WeakMap<PublicProfile, Promise<OgImage>>();
  /** Pictures made (not served from the memo); for metrics and tests. */
  renders = 0;

  constructor(private readonly deps: OgImageDeps) {}

  /** The picture of this version of the profile; `site` is the app's name, printed at the foot. */
  get(profile: PublicProfile, site: string): Promise<OgImage> {
    let image = this.cache.get(profile);
    if (!image) {
      image = this.make(profile, site);
      // A failure is not kept: the next request tries again.
      image.catch(() => this.cache.delete(profile));
      this.cache.set(profile, image);
    }
    return image;
  }

  private async make(profile: PublicProfile, site: string): Promise<OgImage> {
    this.renders += 1;
    const photo = await this.photo(profile);
    const svg = await this.deps.renderer.renderPicture({
      template: 'og',
      photo,
      input: {
        lang: profile.lang,
        // The designs' sans serif, bundled with the engine.
        font: 'Inter',
        site,
        name: profile.displayName,
        jobTitle: profile.jobTitle ?? null,
        colors: cvColors(profile.theme),
      },
    });
    // The template's page is exactly 1200 × 630 px at 96 dpi; resize only guards the rounding.
    const png = await sharp(Buffer.from(svg), { density: 96 })
      .resize(OG_WIDTH, OG_HEIGHT, { fit: 'fill' })
      .png()
      .toBuffer();
    return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` };
  }

  /** The public photo as JPEG (Typst reads no WebP), or null without one or when it cannot be read. */
  private async photo(profile: PublicProfile): Promise<Uint8Array | null> {
    const url = profile.pictureUrl ?? profile.thumbnailUrl;
    const key = url ? mediaKeyOf(this.deps.storage, url) : null;
    if (!key) return null;
    const stored = await this.deps.storage.get(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    try {
      return await sharp(Buffer.concat(chunks))
        .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      // A photo that cannot be decoded leaves the picture without one rather than failing it.
      return null;
    }
  }
}
