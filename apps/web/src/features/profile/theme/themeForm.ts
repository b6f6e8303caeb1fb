import { themeSchema, type Theme } from '@cv/shared';

export const themeFormSchema = themeSchema;
export type ThemeValues = Theme;

/** Colours compare without regard to case: the server stores them lower-case. */
export function sameTheme(a: Theme, b: Theme): boolean {
  return (
    a.backgroundColor.toLowerCase() === b.backgroundColor.toLowerCase() &&
    a.surfaceColor.toLowerCase() === b.surfaceColor.toLowerCase()
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A complete '#rrggbb': what the colour picker and the preview can show. */
export function isHexColor(value: string | undefined): value is string {
  return value !== undefined && HEX.test(value);
}
