import {
  CV_INK,
  CV_SIDEBAR_DESIGNS,
  mutedTextOn,
  readableOn,
  textColorOn,
  WHITE,
  type CvDesignId,
  type CvLayoutSettings,
} from '@cv/shared';

/**
 * The owner's theme has two free colours, and a CV may set its own for
 * headings and the side column; a CV printed in them must stay readable
 * whatever was chosen (a pale yellow header, a black background, white text
 * on white). The palette derives text colours with enough contrast (WCAG 2,
 * @cv/shared), and moves a chosen text colour that falls short towards
 * black or white until it reaches AA: the choice stays recognisable.
 */

const INK = CV_INK;
const MUTED = '#59606b';

/** The colours a CV may set itself, each null for the design's own. */
export type CvColorRoles = Pick<
  CvLayoutSettings,
  'headingColor' | 'sidebarColor' | 'sidebarTextColor'
>;

export interface CvColors {
  /** The header colour itself, for fills and rules. */
  accent: string;
  /** Text drawn on an accent fill. */
  onAccent: string;
  /** Secondary text (labels) on an accent fill: softer, still AA. */
  mutedOnAccent: string;
  /** The accent as text on white paper (headings, links). */
  accentText: string;
  /** The background colour, for light panels. */
  panel: string;
  /** Text drawn on a panel. */
  onPanel: string;
  /** The accent as text on a panel. */
  accentOnPanel: string;
  text: string;
  muted: string;
  rule: string;
  /** The owner's heading colour, readable on white, and on a panel; null: the design's own. */
  heading: string | null;
  headingOnPanel: string | null;
  /** The side column's background (white: none drawn). */
  sidebar: string;
  /** Text, secondary text and the accent as text on the side column. */
  onSidebar: string;
  mutedOnSidebar: string;
  accentOnSidebar: string;
}

export function cvColors(
  theme: { backgroundColor: string; surfaceColor: string },
  roles: Partial<CvColorRoles> = {},
  design?: CvDesignId,
): CvColors {
  const accent = theme.surfaceColor.toLowerCase();
  const panel = theme.backgroundColor.toLowerCase();
  const onAccent = textColorOn(accent, INK);
  const ownFill = design && CV_SIDEBAR_DESIGNS[design]?.fill;
  const sidebar =
    roles.sidebarColor?.toLowerCase() ??
    (ownFill === 'accent' ? accent : ownFill === 'panel' ? panel : WHITE);
  const onSidebar = roles.sidebarTextColor
    ? readableOn(roles.sidebarTextColor, sidebar, INK)
    : textColorOn(sidebar, INK);
  // Plain paper with the design's own text keeps the design's own grey.
  const plainSidebar = sidebar === WHITE && !roles.sidebarTextColor;
  return {
    accent,
    onAccent,
    mutedOnAccent: mutedTextOn(onAccent, accent),
    accentText: readableOn(accent, WHITE, INK),
    panel,
    onPanel: textColorOn(panel, INK),
    accentOnPanel: readableOn(accent, panel, INK),
    text: INK,
    muted: MUTED,
    rule: '#c9ced6',
    heading: roles.headingColor ? readableOn(roles.headingColor, WHITE, INK) : null,
    headingOnPanel: roles.headingColor ? readableOn(roles.headingColor, panel, INK) : null,
    sidebar,
    onSidebar,
    mutedOnSidebar: plainSidebar ? MUTED : mutedTextOn(onSidebar, sidebar),
    accentOnSidebar: readableOn(accent, sidebar, INK),
  };
}
