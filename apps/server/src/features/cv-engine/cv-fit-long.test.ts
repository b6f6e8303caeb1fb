import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS, LOCALES } from '@cv/shared';
import { seniorThreePageCvData } from '../../../test/long-profiles';
import { readWithPdfjs } from '../../../test/pdf-inspect';
import { createCvRenderer } from './cv-render';
import { samplePhoto } from './cv-sample-photo';

const renderer = createCvRenderer();
const picture = await samplePhoto();

/** The size of the smallest text in a PDF, in points (pdf.js reads it off each run's matrix). */
async function smallestTextSize(pdf: Uint8Array): Promise<number> {
  const { pages } = await readWithPdfjs(pdf);
  let smallest = Infinity;
  for (const { str, transform: [a = 0, b = 0] = [] } of pages.flatMap((page) => page.items)) {
    if (str?.trim()) smallest = Math.min(smallest, Math.hypot(a, b));
  }
  return smallest;
}

describe.each(CV_DESIGN_IDS)('%s: fitting a three-page senior CV to two pages', (design) => {
  it.each(LOCALES)('fits at 90 %% type or more, never below the type floor (%s)', async (lang) => {
    const data = seniorThreePageCvData(lang);
    const designed = renderer.renderCv({ design, data, picture, format: 'pdf' });
    expect(designed.pages).toBeGreaterThanOrEqual(2);
    expect(designed.pages).toBeLessThanOrEqual(4);
    const fitted = renderer.renderCv({ design, data, picture, format: 'pdf', fitPages: 2 });
    if (fitted.format !== 'pdf') throw new Error('expected a PDF');
    expect(fitted.pages).toBe(2);
    expect(fitted.fit.status).toBe(designed.pages <= 2 ? 'fits' : 'shrunk');
    expect(fitted.fit.fontScale).toBeGreaterThanOrEqual(0.9);
    // Body text 9 pt or more, smaller text (dates, levels, page numbers) 8 pt or more.
    expect(await smallestTextSize(fitted.pdf)).toBeGreaterThanOrEqual(7.95);
  });
});

it('says how much a CV is too long when even the tightest setting does not fit', () => {
  const data = seniorThreePageCvData('en');
  const fitted = renderer.renderCv({ design: 'plain', data, picture, format: 'pdf', fitPages: 1 });
  expect(fitted.fit.status).toBe('cannot');
  expect(fitted.fit.overPages).toBeGreaterThan(0.5);
});
