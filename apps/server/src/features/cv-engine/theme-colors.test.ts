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
const TEXT_ON: [Exclude<keyof CvColors, 'heading' | 'headingOnPanel'>, (c: CvColors) => string][] =
  [
    ['onAccent', (c) => c.accent],
    ['mutedOnAccent', (c) => c.accent],
    ['accentText', () => WHITE],
    ['onPanel', (c) => c.panel],
    ['accentOnPanel', (c) => c.panel],
    ['text', () => WHITE],
    ['muted', () => WHITE],
    ['onSidebar', (c) => c.sidebar],
    ['mutedOnSidebar', (c) => c.sidebar],
    ['accentOnSidebar', (c) => c.sidebar],
  ];

/** Colours an owner may choose for headings and the side column, the worst included. */
const ROLE_CHOICES = [
  { headingColor: '#ffffff', sidebarColor: '#ffffff', sidebarTextColor: '#ffffff' },
  { headingColor: '#ffee58', sidebarColor: '#fff3b0', sidebarTextColor: '#ffffff' },
  { headingColor: '#000000', sidebarColor: '#000000', sidebarTextColor: '#000000' },
  { headingColor: '#808080', sidebarColor: '#777777', sidebarTextColor: '#888888' },
  { headingColor: '#e91e63', sidebarColor: '#1b2a4a', sidebarTextColor: '#80cbc4' },
] as const;

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

  it.each(THEMES)(
    'keeps the colours an owner chose for headings and the side column at AA in %s / %s',
    (backgroundColor, surfaceColor) => {
      for (const design of ['modern', 'bold', 'compact'] as const) {
        for (const roles of ROLE_CHOICES) {
          const colors = cvColors({ backgroundColor, surfaceColor }, roles, design);
          const pairs: [string, string, string][] = [
            ...TEXT_ON.map(([name, background]): [string, string, string] => [
              name,
              colors[name] as string,
              background(colors),
            ]),
            ['heading', colors.heading!, WHITE],
            ['headingOnPanel', colors.headingOnPanel!, colors.panel],
          ];
          for (const [name, color, background] of pairs) {
            expect(
              contrastRatio(color, background),
              `${design} ${name} ${color} on ${background}`,
            ).toBeGreaterThanOrEqual(4.5);
          }
          expect(colors.sidebar).toBe(roles.sidebarColor);
        }
      }
    },
  );

  it('keeps a chosen colour that reads as it is, and the designs’ own without a choice', () => {
    const theme = { backgroundColor: '#f5f7fb', surfaceColor: '#1a237e' };
    const chosen = cvColors(
      theme,
      { headingColor: '#b71c1c', sidebarTextColor: '#ffeb3b' },
      'modern',
    );
    expect(chosen.heading).toBe('#b71c1c');
    expect(chosen.onSidebar).toBe('#ffeb3b');
    const own = cvColors(theme, {}, 'modern');
    expect(own.heading).toBeNull();
    // Modern's side column is the accent, Bold's the page's white.
    expect([own.sidebar, own.onSidebar, own.mutedOnSidebar]).toEqual([
      own.accent,
      own.onAccent,
      own.mutedOnAccent,
    ]);
    const bold = cvColors(theme, {}, 'bold');
    expect([bold.sidebar, bold.onSidebar, bold.mutedOnSidebar]).toEqual([
      WHITE,
      bold.text,
      bold.muted,
    ]);
  });

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
