import {
  CV_INK,
  cvSidebarFill,
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
  const onAccent = textColorOn(accent, CV_INK);
  const sidebar = roles.sidebarColor?.toLowerCase() ?? cvSidebarFill(design, { accent, panel });
  const onSidebar = roles.sidebarTextColor
    ? readableOn(roles.sidebarTextColor, sidebar, CV_INK)
    : textColorOn(sidebar, CV_INK);
  // Plain paper with the design's own text keeps the design's own grey.
  const plainSidebar = sidebar === WHITE && !roles.sidebarTextColor;
  return {
    accent,
    onAccent,
    mutedOnAccent: mutedTextOn(onAccent, accent),
    accentText: readableOn(accent, WHITE, CV_INK),
    panel,
    onPanel: textColorOn(panel, CV_INK),
    accentOnPanel: readableOn(accent, panel, CV_INK),
    text: CV_INK,
    muted: MUTED,
    rule: '#c9ced6',
    heading: roles.headingColor ? readableOn(roles.headingColor, WHITE, CV_INK) : null,
    headingOnPanel: roles.headingColor ? readableOn(roles.headingColor, panel, CV_INK) : null,
    sidebar,
    onSidebar,
    mutedOnSidebar: plainSidebar ? MUTED : mutedTextOn(onSidebar, sidebar),
    accentOnSidebar: readableOn(accent, sidebar, CV_INK),
  };
}
