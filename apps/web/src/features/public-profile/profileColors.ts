import type { Theme as ProfileTheme } from '@cv/shared';
import { createTheme, type Theme } from '@mui/material/styles';
import { createAppTheme } from '../../app/theme';
import { ensureContrast, mutedTextOn, readableTextOn } from './colors';

/** Every colour the page paints, derived from the owner's two. */
export interface ProfileColors {
  page: string;
  onPage: string;
  onPageMuted: string;
  header: string;
  onHeader: string;
  onHeaderMuted: string;
  /** The header colour, darkened where needed to read as text on white cards. */
  accent: string;
}

const CARD = '#ffffff';

export function profileColors({ backgroundColor, surfaceColor }: ProfileTheme): ProfileColors {
  const onPage = readableTextOn(backgroundColor);
  const onHeader = readableTextOn(surfaceColor);
  return {
    page: backgroundColor,
    onPage,
    onPageMuted: mutedTextOn(onPage, backgroundColor),
    header: surfaceColor,
    onHeader,
    onHeaderMuted: mutedTextOn(onHeader, surfaceColor),
    accent: ensureContrast(surfaceColor, CARD),
  };
}

/** The light 'profile' theme with the owner's readable accent as primary. */
export function profileTheme(theme: ProfileTheme, colors: ProfileColors): Theme {
  const base = createAppTheme('profile', theme);
  return createTheme(base, {
    palette: {
      primary: { main: colors.accent, contrastText: readableTextOn(colors.accent) },
    },
  });
}
