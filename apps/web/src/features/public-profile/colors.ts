/**
 * Readable colours on an owner's theme. The owner may pick any `#rrggbb` for
 * the page and the header, so every colour that text sits on gets a text
 * colour computed for it (WCAG 2 contrast), and the accent used for links and
 * icons on white cards is darkened until it reads there too.
 */

type Rgb = [number, number, number];

/** The page's dark text (the profile theme's text.primary). */
export const DARK_TEXT = '#141a2e';
export const LIGHT_TEXT = '#ffffff';
/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * White or the dark text colour, whichever contrasts more with `background`.
 * On mid-tones where neither reaches AA, pure black does: black or white
 * always reaches at least 4.58:1.
 */
export function readableTextOn(background: string): string {
  const light = contrastRatio(LIGHT_TEXT, background);
  const dark = contrastRatio(DARK_TEXT, background);
  if (Math.max(light, dark) >= AA_CONTRAST) return light >= dark ? LIGHT_TEXT : DARK_TEXT;
  return contrastRatio('#000000', background) >= light ? '#000000' : LIGHT_TEXT;
}

function mix(from: Rgb, to: Rgb, amount: number): string {
  return toHex(from.map((c, i) => c + ((to[i] ?? c) - c) * amount) as Rgb);
}

/**
 * A quieter variant of `text` for secondary lines: blended towards the
 * background as far as AA contrast allows, or `text` itself.
 */
export function mutedTextOn(text: string, background: string): string {
  const from = parseHex(text);
  const to = parseHex(background);
  if (!from || !to) return text;
  for (const amount of [0.3, 0.2, 0.1]) {
    const muted = mix(from, to, amount);
    if (contrastRatio(muted, background) >= AA_CONTRAST) return muted;
  }
  return toHex(from);
}

/**
 * `color` itself when it reaches `minRatio` against `background`, else the
 * same hue mixed towards black or white (whichever the background needs) in
 * small steps until it does: the owner's colour stays recognisable.
 */
export function ensureContrast(color: string, background: string, minRatio = AA_CONTRAST): string {
  const rgb = parseHex(color);
  if (!rgb) return readableTextOn(background);
  if (contrastRatio(color, background) >= minRatio) return toHex(rgb);
  const target: Rgb = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = mix(rgb, target, step / 20);
    if (contrastRatio(mixed, background) >= minRatio) return mixed;
  }
  return readableTextOn(background);
}

/** `#rrggbb` with an alpha, for tints and borders. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex) ?? [0, 0, 0];
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
