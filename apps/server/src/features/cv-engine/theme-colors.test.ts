import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WHITE, contrastRatio } from '@cv/shared';
import { cvTemplatesDir } from './cv-render';
import { cvColors, type CvColors } from './theme-colors';

/** Header and background colours an owner may pick, from pale to dark. */
const THEMES = [
  ['#f5f7fb', '#4169e1'],
  ['#ffffff', '#ffee58'],
  ['#111111', '#ffee58'],
  ['#fff8e1', '#ff9800'],
  ['#e8f5e9', '#2e7d32'],
  ['#000000', '#000000'],
  ['#ffffff', '#ffffff'],
  ['#fce4ec', '#e91e63'],
  ['#263238', '#80cbc4'],
  ['#f3e5f5', '#7b1fa2'],
] as const;

/** Every text colour of the palette and the background it is printed on. */
const TEXT_ON: [keyof CvColors, (c: CvColors) => string][] = [
  ['onAccent', (c) => c.accent],
  ['mutedOnAccent', (c) => c.accent],
  ['accentText', () => WHITE],
  ['onPanel', (c) => c.panel],
  ['accentOnPanel', (c) => c.panel],
  ['text', () => WHITE],
  ['muted', () => WHITE],
];

describe('cvColors', () => {
  it.each(THEMES)(
    'gives every text colour WCAG AA contrast (4.5:1) on its background: %s / %s',
    (backgroundColor, surfaceColor) => {
      const colors = cvColors({ backgroundColor, surfaceColor });
      for (const [name, background] of TEXT_ON) {
        const ratio = contrastRatio(colors[name], background(colors));
        expect(ratio, `${name} ${colors[name]} on ${background(colors)}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    },
  );

  it('softens the secondary text on the header colour where contrast allows it', () => {
    const dark = cvColors({ backgroundColor: '#ffffff', surfaceColor: '#1a237e' });
    expect(dark.onAccent).toBe(WHITE);
    expect(dark.mutedOnAccent).not.toBe(WHITE);
  });
});

describe('the templates', () => {
  const templates = readdirSync(cvTemplatesDir).filter((file) => file.endsWith('.typ'));

  it.each(templates)('%s prints text only in palette colours (no see-through text)', (file) => {
    const source = readFileSync(path.join(cvTemplatesDir, file), 'utf8');
    // A transparent colour has no fixed contrast; it may only draw
    // decoration (rules, strokes, the unlit part of a level scale).
    for (const [i, line] of source.split('\n').entries()) {
      if (!line.includes('transparentize')) continue;
      expect(line, `${file}:${i + 1}`).toMatch(/stroke|off:/);
    }
  });
});
