import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, ensureContrast, mutedTextOn, readableTextOn } from './colors';

describe('contrast helpers', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#4169e1', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#4169e1'));
  });

  it('puts white text on dark colours and dark text on light ones', () => {
    expect(readableTextOn('#1f4e5f')).toBe('#ffffff');
    expect(readableTextOn('#aa3355')).toBe('#ffffff');
    expect(readableTextOn('#ffd54f')).toBe('#141a2e');
    expect(readableTextOn('#f5f7fb')).toBe('#141a2e');
  });

  it('reaches AA contrast on every grey, mid-tones included', () => {
    for (let v = 0; v <= 255; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(readableTextOn(hex), hex), hex).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('keeps an accent that already reads on white and darkens one that does not', () => {
    expect(ensureContrast('#1f4e5f', '#ffffff')).toBe('#1f4e5f');
    const darker = ensureContrast('#ffd54f', '#ffffff');
    expect(darker).not.toBe('#ffd54f');
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('lightens an accent on a dark background', () => {
    const lighter = ensureContrast('#1f2a44', '#0b1020');
    expect(contrastRatio(lighter, '#0b1020')).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('mutes secondary text only as far as AA allows', () => {
    for (const background of ['#1f4e5f', '#ffd54f', '#777777', '#f5f7fb', '#aa3355']) {
      const muted = mutedTextOn(readableTextOn(background), background);
      expect(contrastRatio(muted, background), background).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
});
