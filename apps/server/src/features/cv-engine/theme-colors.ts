import { mutedTextOn, readableOn, textColorOn, WHITE } from '@cv/shared';

/**
 * The owner's theme has two free colours; a CV printed in them must stay
 * readable whatever they chose (a pale yellow header, a black background).
 * The palette derives text colours with enough contrast (WCAG 2, @cv/shared).
 */

/** The CVs' dark text. */
const INK = '#1f2328';

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
}

export function cvColors(theme: { backgroundColor: string; surfaceColor: string }): CvColors {
  const accent = theme.surfaceColor.toLowerCase();
  const panel = theme.backgroundColor.toLowerCase();
  const onAccent = textColorOn(accent, INK);
  return {
    accent,
    onAccent,
    mutedOnAccent: mutedTextOn(onAccent, accent),
    accentText: readableOn(accent, WHITE, INK),
    panel,
    onPanel: textColorOn(panel, INK),
    accentOnPanel: readableOn(accent, panel, INK),
    text: INK,
    muted: '#59606b',
    rule: '#c9ced6',
  };
}
