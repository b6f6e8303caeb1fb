import { CV_DESIGN_IDS, LOCALES } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { CvDesignPreviews, type CvRenderService } from './cv-design-previews';
import type { CvRenderRequest, CvRenderResult } from './cv-render';

const PAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842"><rect width="595" height="842" fill="#abc"/></svg>';

/** A renderer that records what it was asked and how many renders ran at once. */
function recordingRenderer(fail: (request: CvRenderRequest) => boolean = () => false) {
  const asked: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const renderer: CvRenderService = {
    async renderCv(request) {
      asked.push(`${request.design}:${request.data.lang}`);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (fail(request)) throw new Error('render failed');
      return { format: 'svg', svg: PAGE, page: 1 } as CvRenderResult;
    },
  };
  return { renderer, asked, mostAtOnce: () => mostAtOnce };
}

describe('design previews', () => {
  it('are made once per design and language, on first request', async () => {
    const { renderer, asked } = recordingRenderer();
    const previews = new CvDesignPreviews(renderer);
    const [first, again] = await Promise.all([
      previews.png('classic', 'en'),
      previews.png('classic', 'en'),
    ]);
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect(again).toBe(first);
    expect(asked).toEqual(['classic:en']);
  });

  it('can be made ahead, one at a time, so that the first visitor finds them ready', async () => {
    const { renderer, asked, mostAtOnce } = recordingRenderer(
      (request) => request.design === CV_DESIGN_IDS[1] && request.data.lang === 'de',
    );
    const previews = new CvDesignPreviews(renderer);
    await previews.warm();
    // Every design in every language was asked for, a failure did not stop the rest.
    expect([...asked].sort()).toEqual(
      CV_DESIGN_IDS.flatMap((id) => LOCALES.map((lang) => `${id}:${lang}`)).sort(),
    );
    expect(mostAtOnce()).toBe(1);

    asked.length = 0;
    await previews.png(CV_DESIGN_IDS[0], 'en');
    expect(asked).toEqual([]);
    // The failed one is tried again when asked.
    await previews.png(CV_DESIGN_IDS[1], 'de').catch(() => undefined);
    expect(asked).toEqual([`${CV_DESIGN_IDS[1]}:de`]);
  });
});
