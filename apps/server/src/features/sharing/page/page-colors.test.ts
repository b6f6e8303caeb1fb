import { AA_CONTRAST, contrastRatio } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { themeCss } from './page-colors';

/** Page and header colours an owner may pick, from pale to dark, mid-tones included. */
const THEMES = [
  ['#f5f7fb', '#4169e1'],
  ['#fff8e7', '#aa3355'],
  ['#1b1b1f', '#ffd54f'],
  ['#777777', '#808080'],
  ['#000000', '#ffffff'],
  ['#0b1020', '#1f2a44'],
] as const;

/** The CSS variables of one `:root{…}` block. */
function varsOf(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(/--([a-z-]+):([^;}]+)/g)].map((m) => [m[1] as string, m[2] as string]),
  );
}

describe('themeCss', () => {
  it.each(THEMES)('gives every text AA contrast on what it sits on: %s / %s', (page, header) => {
    const css = themeCss({ backgroundColor: page, surfaceColor: header });
    const [lightBlock, darkBlock] = css.split('@media (prefers-color-scheme:dark)');
    const light = varsOf(lightBlock!);
    // The dark scheme overrides some variables; the header band's stay.
    const dark = { ...light, ...varsOf(darkBlock!) };
    for (const v of [light, dark]) {
      const pairs = [
        ['on-header', 'header'],
        ['on-header-muted', 'header'],
        ['on-page-muted', 'page'],
        ['text', 'card'],
        ['muted', 'card'],
        ['accent', 'card'],
      ] as const;
      for (const [text, background] of pairs) {
        const ratio = contrastRatio(v[text]!, v[background]!);
        expect(
          ratio,
          `${text} ${v[text]} on ${background} ${v[background]}`,
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });
});
