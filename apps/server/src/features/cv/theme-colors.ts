/**
 * The owner's theme has two free colours; a CV printed in them must stay
 * readable whatever they chose (a pale yellow header, a black background).
 * These helpers derive text colours with enough contrast (WCAG 2 formulas).
 */

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHex(a));
  const lb = relativeLuminance(parseHex(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function mix(a: Rgb, b: Rgb, weightOfB: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weightOfB) as unknown as Rgb;
}

export const INK = '#1f2328';
export const WHITE = '#ffffff';

export const BLACK = '#000000';

/**
 * Ink or white, whichever reads better on `background`; black instead of ink
 * for the mid-tones where neither reaches WCAG AA (4.5:1), because black or
 * white always does.
 */
export function textOn(background: string): string {
  const ink = contrastRatio(background, INK);
  const white = contrastRatio(background, WHITE);
  if (Math.max(ink, white) >= 4.5) return ink >= white ? INK : WHITE;
  return contrastRatio(background, BLACK) >= white ? BLACK : WHITE;
}

/**
 * A softer variant of `text` on `background` (labels beside values): moved
 * towards the background as far as AA contrast allows, at most by a third.
 */
export function softenedOn(text: string, background: string, minRatio = 4.5): string {
  for (let step = 7; step >= 1; step--) {
    const candidate = toHex(mix(parseHex(text), parseHex(background), step / 20));
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return text;
}

/**
 * `color` darkened (or lightened on dark paper) just enough to reach
 * `minRatio` against `paper`; unchanged when it already does.
 */
export function readableOn(color: string, paper: string, minRatio = 4.5): string {
  if (contrastRatio(color, paper) >= minRatio) return color;
  const towards = parseHex(textOn(paper));
  const start = parseHex(color);
  for (let step = 1; step <= 20; step++) {
    const candidate = toHex(mix(start, towards, step / 20));
    if (contrastRatio(candidate, paper) >= minRatio) return candidate;
  }
  return toHex(towards);
}

/** A pale tint of `color` for panels and bar tracks. */
export function tint(color: string, amountOfColor: number): string {
  return toHex(mix(parseHex(WHITE), parseHex(color), amountOfColor));
}

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
  const onAccent = textOn(accent);
  return {
    accent,
    onAccent,
    mutedOnAccent: softenedOn(onAccent, accent),
    accentText: readableOn(accent, WHITE),
    panel,
    onPanel: textOn(panel),
    accentOnPanel: readableOn(accent, panel),
    text: INK,
    muted: '#59606b',
    rule: '#c9ced6',
  };
}
