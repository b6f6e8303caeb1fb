import type { CvDesignId, CvDocumentPreview } from '@cv/shared';

/**
 * Fit to N pages: how far each design may be tightened, and the search for
 * the loosest setting that still fits. The templates take four factors
 * (`cv.fit`, 1 = as designed): `spacing` multiplies the air between things
 * (gaps between entries, around headings), `margin` the page margins,
 * `leading` the line and paragraph spacing of running text, `font` every
 * text size. Space goes first, all three together: smaller type costs
 * readability, a little less air hardly shows. Type never goes below 9 pt
 * for body text nor 8 pt for smaller text (the templates hold that floor).
 */

export interface CvFitFactors {
  spacing: number;
  margin: number;
  leading: number;
  font: number;
}

/** How the fit went, as the CV preview reports it. */
export type CvFitOutcome = CvDocumentPreview['fit'];

export const AS_DESIGNED: CvFitFactors = { spacing: 1, margin: 1, leading: 1, font: 1 };

export const FIT_OFF: CvFitOutcome = { status: 'off', spacing: 1, fontScale: 1 };

/**
 * The tightest each design still looks right at. Airy designs (Elegant,
 * Classic, Plain) have more space to give; dense ones (Compact) start close
 * to their limit. Margins stay at 1 cm or more (the designs' narrowest
 * margin is 1.4 cm at the sides, 1.2 cm at the top); lines keep at least
 * 80 % of their spacing. Type goes no lower than 90 %, and never below the
 * templates' floor.
 */
export const CV_FIT_BOUNDS: Record<CvDesignId, CvFitFactors> = {
  classic: { spacing: 0.5, margin: 0.6, leading: 0.8, font: 0.9 },
  modern: { spacing: 0.55, margin: 0.65, leading: 0.8, font: 0.9 },
  compact: { spacing: 0.6, margin: 0.8, leading: 0.85, font: 0.9 },
  elegant: { spacing: 0.45, margin: 0.6, leading: 0.8, font: 0.9 },
  lebenslauf: { spacing: 0.45, margin: 0.6, leading: 0.75, font: 0.9 },
  plain: { spacing: 0.45, margin: 0.6, leading: 0.75, font: 0.9 },
  timeline: { spacing: 0.5, margin: 0.6, leading: 0.8, font: 0.9 },
  bold: { spacing: 0.55, margin: 0.65, leading: 0.8, font: 0.9 },
  executive: { spacing: 0.55, margin: 0.65, leading: 0.8, font: 0.9 },
  europass: { spacing: 0.5, margin: 0.6, leading: 0.8, font: 0.9 },
  academic: { spacing: 0.45, margin: 0.6, leading: 0.8, font: 0.9 },
  creative: { spacing: 0.55, margin: 0.65, leading: 0.8, font: 0.9 },
};

/**
 * One scale for the search: 0 is as designed, 1 the space (spacing, margins,
 * leading) at its bounds, 2 the type at its bound too. Space shrinks first,
 * then type.
 */
const TIGHTEST = 2;
/** Halvings after the two ends: six layouts at most, steps of 1/16 of the scale. */
const HALVINGS = 4;

const rounded = (factor: number) => Math.round(factor * 1000) / 1000;

/** The factors at point `t` of the scale. */
export function fitFactorsAt(design: CvDesignId, t: number): CvFitFactors {
  const bounds = CV_FIT_BOUNDS[design];
  const spaceShare = Math.min(t, 1);
  const fontShare = Math.max(t - 1, 0);
  const toward = (bound: number, share: number) => rounded(1 - share * (1 - bound));
  return {
    spacing: toward(bounds.spacing, spaceShare),
    margin: toward(bounds.margin, spaceShare),
    leading: toward(bounds.leading, spaceShare),
    font: toward(bounds.font, fontShare),
  };
}

/**
 * Lays the CV out until it fits on `maxPages`, at most six times: as
 * designed (it may fit already), at the bounds (if even that is too long, it
 * cannot fit and the CV keeps its designed look: squeezing that fails its
 * goal only costs legibility), then halving the interval between the
 * tightest layout known to fit and the loosest known not to. Page counts
 * fall as the factors do, nearly always; should they not somewhere, the
 * answer is still a layout that was seen to fit.
 */
export function fitToPages<L extends { pages: number }>(
  design: CvDesignId,
  maxPages: number,
  layout: (factors: CvFitFactors) => L,
  lastPageFill: (layout: L) => number = () => 1,
): { layout: L; fit: CvFitOutcome } {
  const designed = layout(AS_DESIGNED);
  if (designed.pages <= maxPages) {
    return { layout: designed, fit: { status: 'fits', spacing: 1, fontScale: 1 } };
  }
  let fits = { t: TIGHTEST, layout: layout(fitFactorsAt(design, TIGHTEST)) };
  if (fits.layout.pages > maxPages) {
    // How much even the tightest layout is too long, to tell the owner how
    // much to leave out.
    const over = fits.layout.pages - maxPages - 1 + lastPageFill(fits.layout);
    return {
      layout: designed,
      fit: { status: 'cannot', spacing: 1, fontScale: 1, overPages: Math.ceil(over * 10) / 10 },
    };
  }
  let tooLong = 0;
  for (let i = 0; i < HALVINGS; i++) {
    const t = (tooLong + fits.t) / 2;
    const attempt = layout(fitFactorsAt(design, t));
    if (attempt.pages <= maxPages) fits = { t, layout: attempt };
    else tooLong = t;
  }
  const factors = fitFactorsAt(design, fits.t);
  return {
    layout: fits.layout,
    fit: { status: 'shrunk', spacing: factors.spacing, fontScale: factors.font },
  };
}
