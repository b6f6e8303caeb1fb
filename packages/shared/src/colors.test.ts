import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  contrastRatio,
  mixColors,
  mutedTextOn,
  readableOn,
  relativeLuminance,
  textColorOn,
} from './colors';

const INK = '#141a2e';
const greys = Array.from({ length: 52 }, (_, i) => {
  const v = (i * 5).toString(16).padStart(2, '0');
  return `#${v}${v}${v}`;
});

describe('contrast', () => {
  it('computes the WCAG relative luminance and contrast ratio', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // The lightest grey that reaches AA on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#4169e1', '#ffffff')).toBe(contrastRatio('#ffffff', '#4169e1'));
  });

  it('mixes colours channel by channel', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#4169e1', '#ffffff', 0)).toBe('#4169e1');
    expect(mixColors('#4169e1', '#ffffff', 1)).toBe('#ffffff');
  });
});

describe('textColorOn', () => {
  it('puts white text on dark colours and the dark text on light ones', () => {
    expect(textColorOn('#1f4e5f', INK)).toBe('#ffffff');
    expect(textColorOn('#aa3355', INK)).toBe('#ffffff');
    expect(textColorOn('#ffd54f', INK)).toBe(INK);
    expect(textColorOn('#f5f7fb', INK)).toBe(INK);
  });

  it('reaches AA on every grey, mid-tones included (black where the dark text falls short)', () => {
    for (const grey of greys) {
      expect(contrastRatio(textColorOn(grey, INK), grey), grey).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    // Neither the dark text (3.8:1) nor white (4.48:1) reaches AA here; black does.
    expect(textColorOn('#777777', INK)).toBe('#000000');
  });
});

describe('mutedTextOn', () => {
  it('mutes the text only as far as AA allows', () => {
    for (const background of ['#1f4e5f', '#ffd54f', '#777777', '#f5f7fb', '#aa3355', ...greys]) {
      const text = textColorOn(background, INK);
      const muted = mutedTextOn(text, background);
      expect(contrastRatio(muted, background), background).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('softens where the contrast allows it, and leaves the text alone where it does not', () => {
    expect(mutedTextOn('#ffffff', '#1a237e')).not.toBe('#ffffff');
    // White on #767676 is 4.54:1: any softening would fall below AA.
    expect(mutedTextOn('#ffffff', '#767676')).toBe('#ffffff');
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reads and darkens one that does not', () => {
    expect(readableOn('#1f4e5f', '#ffffff', INK)).toBe('#1f4e5f');
    const darker = readableOn('#ffd54f', '#ffffff', INK);
    expect(darker).not.toBe('#ffd54f');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('lightens a colour on a dark background', () => {
    const lighter = readableOn('#1f2a44', '#0b1020', INK);
    expect(relativeLuminance(lighter)).toBeGreaterThan(relativeLuminance('#1f2a44'));
    expect(contrastRatio(lighter, '#0b1020')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('reaches AA on mid-tones too, where black reads and white does not', () => {
    for (const background of greys) {
      for (const color of ['#4169e1', '#ffee58', '#e91e63', '#2e7d32', background]) {
        const readable = readableOn(color, background, INK);
        expect(
          contrastRatio(readable, background),
          `${color} on ${background}`,
        ).toBeGreaterThanOrEqual(AA_CONTRAST);
      }
    }
  });
});
