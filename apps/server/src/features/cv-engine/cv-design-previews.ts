import sharp from 'sharp';
import { CV_DESIGN_IDS, LOCALES, type CvDesignId, type Locale } from '@cv/shared';
import type { CvLetterRequest, CvLetterResult, CvRenderRequest, CvRenderResult } from './cv-render';
import { samplePhoto } from './cv-sample-photo';
import { sampleCvData } from './cv-sample-profile';

/** Anything that renders CVs: the worker pool, or a stand-in in tests. */
export interface CvRenderService {
  /** `share`: whose render it is, for a fair turn in the pool (see renderShare). */
  renderCv(request: CvRenderRequest, share?: string): Promise<CvRenderResult>;
}

/** Anything that renders cover letters: the worker pool, or a stand-in in tests. */
export interface CvLetterRenderService {
  renderLetter(request: CvLetterRequest, share?: string): Promise<CvLetterResult>;
}

/** Width of the design card pictures; twice the size they are shown at. */
export const PREVIEW_WIDTH = 480;

/**
 * Pictures of each design filled with the sample profile (first page, PNG),
 * made on first request and kept for the life of the process: they change
 * only with a deploy. A failed attempt is not kept, so the next one retries.
 */
export class CvDesignPreviews {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly renderer: CvRenderService) {}

  png(design: CvDesignId, lang: Locale): Promise<Buffer> {
    const key = `${design}:${lang}`;
    let picture = this.cache.get(key);
    if (!picture) {
      picture = this.make(design, lang);
      this.cache.set(key, picture);
      picture.catch(() => this.cache.delete(key));
    }
    return picture;
  }

  /**
   * Makes every design's picture in every language ahead of the first
   * request, one render at a time so that owners' renders keep the other
   * workers. Made on demand instead, the design cards of a first visit waited
   * for eight renders at once beside the visitor's own preview.
   */
  async warm(): Promise<void> {
    for (const lang of LOCALES) {
      for (const design of CV_DESIGN_IDS) {
        // A failure is not kept (see png): the card's request tries again.
        await this.png(design, lang).catch(() => undefined);
      }
    }
  }

  private async make(design: CvDesignId, lang: Locale): Promise<Buffer> {
    const result = await this.renderer.renderCv({
      design,
      data: sampleCvData(lang),
      picture: await samplePhoto(),
      format: { svgPage: 1 },
    });
    if (result.format !== 'svg') throw new Error('expected an SVG page');
    // Render the vector page sharply at the card's width (72 dpi = 1 px/pt).
    const density = Math.ceil((72 * PREVIEW_WIDTH) / 595);
    return sharp(Buffer.from(result.svg), { density })
      .resize({ width: PREVIEW_WIDTH })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toBuffer();
  }
}
