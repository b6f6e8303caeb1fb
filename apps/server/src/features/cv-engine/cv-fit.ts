import type { CvDesignId, CvDocumentPreview } from '@cv/shared';

/**
 * Fit to N pages: how far each design may be tightened, and the search for
 * the loosest setting that still fits. The templates take two factors
 * (`cv.fit`, 1 = as designed): `spacing` multiplies vertical space (gaps,
 * heading and paragraph spacing, page margins by half as much), `font` every
 * text size. Space goes first: smaller type costs readability, a little less
 * air hardly shows.
 */

export interface CvFitFactors {
  spacing: number;
  font: number;
}

/** How the fit went, as the CV preview reports it. */
export type CvFitOutcome = CvDocumentPreview['fit'];

export const AS_DESIGNED: CvFitFactors = { spacing: 1, font: 1 };

export const FIT_OFF: CvFitOutcome = { status: 'off', spacing: 1, fontScale: 1 };

/**
 * The tightest each design still looks right at. Airy designs (Elegant,
 * Classic, Plain) have more space to give; dense ones (Compact) start close
 * to their limit. Type stays at 8.5 pt or more in every design.
 */
export const CV_FIT_BOUNDS: Record<CvDesignId, CvFitFactors> = {
  classic: { spacing: 0.6, font: 0.88 },
  modern: { spacing: 0.65, font: 0.9 },
  compact: { spacing: 0.7, font: 0.9 },
  elegant: { spacing: 0.55, font: 0.88 },
  lebenslauf: { spacing: 0.6, font: 0.9 },
  plain: { spacing: 0.6, font: 0.86 },
  timeline: { spacing: 0.6, font: 0.88 },
  bold: { spacing: 0.65, font: 0.9 },
};

/**
 * One scale for the search: 0 is as designed, 1 the spacing at its bound,
 * 2 the type at its bound too. Spacing shrinks first, then type.
 */
const TIGHTEST = 2;
/** Halvings after the two ends: six layouts at most, steps of 1/16 of the scale. */
const HALVINGS = 4;

const rounded = (factor: number) => Math.round(factor * 1000) / 1000;

/** The factors at point `t` of the scale. */
export function fitFactorsAt(design: CvDesignId, t: number): CvFitFactors {
  const bounds = CV_FIT_BOUNDS[design];
  const spacingShare = Math.min(t, 1);
  const fontShare = Math.max(t - 1, 0);
  return {
    spacing: rounded(1 - spacingShare * (1 - bounds.spacing)),
    font: rounded(1 - fontShare * (1 - bounds.font)),
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
): { layout: L; fit: CvFitOutcome } {
  const designed = layout(AS_DESIGNED);
  if (designed.pages <= maxPages) {
    return { layout: designed, fit: { status: 'fits', spacing: 1, fontScale: 1 } };
  }
  let fits = { t: TIGHTEST, layout: layout(fitFactorsAt(design, TIGHTEST)) };
  if (fits.layout.pages > maxPages) {
    return { layout: designed, fit: { status: 'cannot', spacing: 1, fontScale: 1 } };
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
