/**
 * Readable text on an owner's theme (WCAG 2 contrast). The owner may pick any
 * `#rrggbb` for the page and the header, so the public page and the CV
 * designs compute every text colour for the colour it sits on, with these
 * functions. Colours are `#rrggbb`, as the theme schema allows.
 */

type Rgb = readonly [number, number, number];

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;
export const BLACK = '#000000';
/** The CVs' dark text. */
export const CV_INK = '#1f2328';
export const WHITE = '#ffffff';

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `from` moved towards `to` by `amount` (0 = from, 1 = to). */
export function mixColors(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb);
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * `darkText` or white, whichever reads better on `background`; black instead
 * of `darkText` on the mid-tones where neither reaches AA, because black or
 * white always does (at least 4.58:1).
 */
export function textColorOn(background: string, darkText: string): string {
  const dark = contrastRatio(background, darkText);
  const white = contrastRatio(background, WHITE);
  if (Math.max(dark, white) >= AA_CONTRAST) return dark >= white ? darkText : WHITE;
  return contrastRatio(background, BLACK) >= white ? BLACK : WHITE;
}

/**
 * A quieter variant of `text` on `background` (secondary lines, labels):
 * moved towards the background as far as AA allows, by 35 % at most.
 */
export function mutedTextOn(text: string, background: string): string {
  for (let step = 7; step >= 1; step--) {
    const candidate = mixColors(text, background, step / 20);
    if (contrastRatio(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return text;
}

/**
 * `color` itself when it reaches AA against `background`, else mixed in
 * small steps towards the text colour of that background (`textColorOn`)
 * until it does: the owner's colour stays recognisable.
 */
export function readableOn(color: string, background: string, darkText: string): string {
  if (contrastRatio(color, background) >= AA_CONTRAST) return color;
  const towards = textColorOn(background, darkText);
  for (let step = 1; step <= 20; step++) {
    const candidate = mixColors(color, towards, step / 20);
    if (contrastRatio(candidate, background) >= AA_CONTRAST) return candidate;
  }
  return towards;
}
