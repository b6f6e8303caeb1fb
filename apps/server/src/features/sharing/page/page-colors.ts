import {
  mixColors,
  mutedTextOn,
  readableOn,
  textColorOn,
  WHITE,
  type Theme as ProfileTheme,
} from '@cv/shared';

/** The page's dark text, as in the app's light palette. */
const DARK_TEXT = '#141a2e';

/** The app's dark palette: the page in dark mode uses its card and text colours. */
const DARK = { page: '#0b1020', card: '#131a2e', text: '#e8ecf8', muted: '#a6afc8' } as const;
const LIGHT = { card: WHITE, text: DARK_TEXT, muted: '#525b75' } as const;

/**
 * How strongly chips and link pills tint the card with the accent: the accent
 * is computed against that tint, so that it reads on the tinted pills too.
 */
const TINT = 0.12;

/** The accent (the owner's header colour) made readable as text on `card`. */
function accentOn(surface: string, card: string): string {
  return readableOn(surface, mixColors(card, surface, TINT), DARK_TEXT);
}

function vars(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
}

/**
 * The owner's two colours as CSS variables, with every text colour computed
 * for the colour it sits on (WCAG AA), for the light and the dark scheme. In
 * the dark scheme the header band keeps the owner's colour; the page takes
 * a dark shade of theirs, the cards the app's dark surface.
 */
export function themeCss({ backgroundColor, surfaceColor }: ProfileTheme): string {
  const onHeader = textColorOn(surfaceColor, DARK_TEXT);
  const header = {
    header: surfaceColor,
    'on-header': onHeader,
    'on-header-muted': mutedTextOn(onHeader, surfaceColor),
  };
  const lightText = textColorOn(backgroundColor, DARK_TEXT);
  const light = {
    ...header,
    page: backgroundColor,
    'on-page-muted': mutedTextOn(lightText, backgroundColor),
    card: LIGHT.card,
    text: LIGHT.text,
    muted: LIGHT.muted,
    accent: accentOn(surfaceColor, LIGHT.card),
    divider: 'rgba(20,26,46,.12)',
    shadow: '0 1px 2px rgba(16,24,40,.04),0 4px 16px rgba(16,24,40,.04)',
  };
  const darkPage = mixColors(backgroundColor, DARK.page, 0.92);
  const darkText = textColorOn(darkPage, DARK_TEXT);
  const dark = {
    page: darkPage,
    'on-page-muted': mutedTextOn(darkText, darkPage),
    card: DARK.card,
    text: DARK.text,
    muted: DARK.muted,
    accent: accentOn(surfaceColor, DARK.card),
    divider: 'rgba(232,236,248,.14)',
    shadow: 'none',
  };
  return `:root{${vars(light)}}@media (prefers-color-scheme:dark){:root{${vars(dark)}}}`;
}
