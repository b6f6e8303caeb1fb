import {
  CV_LAYOUT_AS_DRAWN,
  CV_PHOTO_SCALE,
  CV_SIDEBAR_DESIGNS,
  CV_SIDEBAR_SCALE,
  type CvContactLayout,
  type CvDatePosition,
  type CvSidebarSide,
  type CvDesignId,
  type CvLayoutSettings,
} from '@cv/shared';
import { CV_FIT_BOUNDS, type CvFitFactors } from './cv-fit';

/**
 * The owner's layout settings composed with fit to pages: the owner's factors
 * set where the CV starts, fit's factors tighten from there. Spacing and
 * margins never go below the design's own fit bound that way (unless the
 * owner chose less: then fit leaves them as chosen); type only has the
 * templates' floor (9 pt body, 8 pt small text), which holds whatever the
 * factor.
 */

/** The factors a template takes (`cv.fit`): fit's four, and the space before a section's heading. */
export interface CvTemplateFactors extends CvFitFactors {
  section: number;
}

const rounded = (factor: number) => Math.round(factor * 1000) / 1000;

/** The owner's `chosen` tightened by fit's `fit`, no lower than `bound` or the choice, whichever is less. */
const tightened = (chosen: number, fit: number, bound: number) =>
  rounded(Math.max(chosen * fit, Math.min(chosen, bound)));

export function templateFactors(
  design: CvDesignId | undefined,
  fit: CvFitFactors,
  layout: Partial<CvLayoutSettings> = {},
): CvTemplateFactors {
  const chosen = { ...CV_LAYOUT_AS_DRAWN, ...layout };
  const bounds = CV_FIT_BOUNDS[design ?? 'classic'];
  return {
    spacing: tightened(chosen.entrySpacing, fit.spacing, bounds.spacing),
    section: tightened(chosen.sectionSpacing, fit.spacing, bounds.spacing),
    margin: tightened(chosen.margins, fit.margin, bounds.margin),
    leading: tightened(chosen.lineHeight, fit.leading, bounds.leading),
    font: rounded(chosen.typeScale * fit.font),
  };
}

/** How the photo, the page numbers and a side column print (`cv.look`). */
export interface CvTemplateLook {
  /** `circle`, `square`, or null: the design's own. */
  photoShape: 'circle' | 'square' | null;
  /** On the design's own size. */
  photoScale: number;
  pageNumbers: boolean;
  /** The side column's width on the design's own. */
  sidebarScale: number;
  /** The side the side column stands on (two-column designs). */
  sidebarSide: CvSidebarSide;
  /** Where entries print their period; null: where the design puts it. */
  datePosition: CvDatePosition | null;
  /** Where the header prints the contact details; null: where the design puts them. */
  contactLayout: CvContactLayout | null;
}

export function templateLook(
  design: CvDesignId | undefined,
  layout: Partial<CvLayoutSettings> = {},
): CvTemplateLook {
  const chosen = { ...CV_LAYOUT_AS_DRAWN, ...layout };
  return {
    photoShape:
      chosen.photoShape === 'round' ? 'circle' : chosen.photoShape === 'square' ? 'square' : null,
    photoScale: CV_PHOTO_SCALE[chosen.photoSize],
    pageNumbers: chosen.pageNumbers,
    sidebarScale: CV_SIDEBAR_SCALE[chosen.sidebarWidth],
    sidebarSide: chosen.sidebarSide ?? (design && CV_SIDEBAR_DESIGNS[design]?.side) ?? 'left',
    datePosition: chosen.datePosition,
    contactLayout: chosen.contactLayout,
  };
}
