import { describe, expect, it } from 'vitest';
import { CV_DESIGN_IDS } from '@cv/shared';
import { AS_DESIGNED, CV_FIT_BOUNDS, fitFactorsAt, fitToPages, type CvFitFactors } from './cv-fit';

/**
 * A stand-in for Typst: a CV whose height is its fixed part plus what the
 * spacing and the type scale, laid out on pages of height 1. Records every
 * layout asked for.
 */
function fakeLayout(height: { fixed: number; spacing: number; type: number }) {
  const asked: CvFitFactors[] = [];
  const layout = (factors: CvFitFactors) => {
    asked.push(factors);
    const total = height.fixed + height.spacing * factors.spacing + height.type * factors.font;
    // (Margins and line spacing follow the spacing in this stand-in.)
    return { pages: Math.ceil(total - 1e-9), factors };
  };
  return { layout, asked };
}

describe('fitFactorsAt', () => {
  it('lowers the space (gaps, margins, line spacing) first, then the type, down to the design’s bounds', () => {
    const bounds = CV_FIT_BOUNDS.classic;
    const half = (bound: number) => (1 + bound) / 2;
    expect(fitFactorsAt('classic', 0)).toEqual(AS_DESIGNED);
    expect(fitFactorsAt('classic', 0.5)).toEqual({
      spacing: half(bounds.spacing),
      margin: half(bounds.margin),
      leading: half(bounds.leading),
      font: 1,
    });
    expect(fitFactorsAt('classic', 1)).toEqual({ ...bounds, font: 1 });
    expect(fitFactorsAt('classic', 2)).toEqual(bounds);
  });

  it('keeps every design readable: margins of 1 cm or more, lines at 75 % of their spacing, type at 90 %', () => {
    for (const design of CV_DESIGN_IDS) {
      const { spacing, margin, leading, font } = CV_FIT_BOUNDS[design];
      expect(spacing, design).toBeGreaterThanOrEqual(0.45);
      expect(spacing, design).toBeLessThan(1);
      // The narrowest designed margin is 1.4 cm at the sides, 1.2 cm at the top.
      expect(margin * 1.4, design).toBeGreaterThanOrEqual(0.84);
      expect(leading, design).toBeGreaterThanOrEqual(0.75);
      expect(font, design).toBeGreaterThanOrEqual(0.9);
      expect(font, design).toBeLessThan(1);
    }
  });
});

describe('fitToPages', () => {
  it('keeps the design when the CV fits already, after one layout', () => {
    const { layout, asked } = fakeLayout({ fixed: 0.2, spacing: 0.3, type: 0.4 });
    const { fit } = fitToPages('classic', 2, layout);
    expect(fit).toEqual({ status: 'fits', spacing: 1, fontScale: 1 });
    expect(asked).toEqual([AS_DESIGNED]);
  });

  it('takes only the spacing off when that is enough, as little as it can', () => {
    // 1.1 pages as designed; spacing at 0.6 saves 0.16.
    const { layout, asked } = fakeLayout({ fixed: 0.3, spacing: 0.4, type: 0.4 });
    const { layout: chosen, fit } = fitToPages('classic', 1, layout);
    expect(chosen.pages).toBe(1);
    expect(fit.status).toBe('shrunk');
    expect(fit.fontScale).toBe(1);
    // 0.75 is the loosest step that fits (0.4 × 0.75 = 0.3 ≤ 0.3), 0.8 would not.
    expect(fit.spacing).toBe(0.75);
    expect(chosen.factors).toMatchObject({ spacing: fit.spacing, font: fit.fontScale });
    expect(asked.length).toBeLessThanOrEqual(6);
  });

  it('scales the type once the spacing is at its bound', () => {
    const { layout, asked } = fakeLayout({ fixed: 0.2, spacing: 0.3, type: 0.7 });
    const { layout: chosen, fit } = fitToPages('classic', 1, layout);
    expect(chosen.pages).toBe(1);
    expect(fit.status).toBe('shrunk');
    expect(fit.spacing).toBe(CV_FIT_BOUNDS.classic.spacing);
    expect(fit.fontScale).toBeLessThan(1);
    expect(fit.fontScale).toBeGreaterThanOrEqual(CV_FIT_BOUNDS.classic.font);
    expect(asked.length).toBeLessThanOrEqual(6);
  });

  it('gives up after two layouts when even the bounds are too long, keeping the design and saying by how much', () => {
    const { layout, asked } = fakeLayout({ fixed: 1.2, spacing: 0.3, type: 0.4 });
    // The tightest layout still fills 0.33 of a second page.
    const { layout: chosen, fit } = fitToPages('modern', 1, layout, () => 0.33);
    expect(fit).toEqual({ status: 'cannot', spacing: 1, fontScale: 1, overPages: 0.4 });
    expect(chosen.factors).toEqual(AS_DESIGNED);
    expect(asked).toEqual([AS_DESIGNED, CV_FIT_BOUNDS.modern]);
  });

  it('answers a layout that was seen to fit even if page counts jump about', () => {
    let call = 0;
    // Fits only at the bounds and at the third try, whatever the factors.
    const layout = (factors: CvFitFactors) => ({ pages: [2, 1, 2, 1, 2, 2][call++] ?? 2, factors });
    const { layout: chosen, fit } = fitToPages('plain', 1, layout);
    expect(chosen.pages).toBe(1);
    expect(fit).toMatchObject({ status: 'shrunk' });
    expect(chosen.factors).toMatchObject({ spacing: fit.spacing, font: fit.fontScale });
  });
});
