import { AA_CONTRAST, contrastRatio, WHITE } from '@cv/shared';
import { describe, expect, it } from 'vitest';
import { DARK_TEXT, profileColors } from './profileColors';

/** Page and header colours an owner may pick, from pale to dark, mid-tones included. */
const THEMES = [
  ['#f5f7fb', '#4169e1'],
  ['#fff8e7', '#aa3355'],
  ['#1b1b1f', '#ffd54f'],
  ['#777777', '#808080'],
  ['#000000', '#ffffff'],
  ['#0b1020', '#1f2a44'],
] as const;

describe('profileColors', () => {
  it.each(THEMES)('gives every text AA contrast on what it sits on: %s / %s', (page, header) => {
    const colors = profileColors({ backgroundColor: page, surfaceColor: header });
    const pairs = [
      [colors.onPage, page],
      [colors.onPageMuted, page],
      [colors.onHeader, header],
      [colors.onHeaderMuted, header],
      [colors.accent, WHITE],
    ] as const;
    for (const [text, background] of pairs) {
      expect(contrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
    }
  });

  it("writes in the page's dark text on light colours and keeps an accent that reads", () => {
    const colors = profileColors({ backgroundColor: '#f5f7fb', surfaceColor: '#1f4e5f' });
    expect(colors.onPage).toBe(DARK_TEXT);
    expect(colors.onHeader).toBe('#ffffff');
    expect(colors.accent).toBe('#1f4e5f');
  });
});
