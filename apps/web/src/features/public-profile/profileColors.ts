import {
  mutedTextOn,
  readableOn,
  textColorOn,
  WHITE,
  type Theme as ProfileTheme,
} from '@cv/shared';
import { createTheme, type Theme } from '@mui/material/styles';
import { createAppTheme } from '../../app/theme';

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

/** The page's dark text (the profile theme's text.primary). */
export const DARK_TEXT = '#141a2e';
const CARD = WHITE;

export function profileColors({ backgroundColor, surfaceColor }: ProfileTheme): ProfileColors {
  const onPage = textColorOn(backgroundColor, DARK_TEXT);
  const onHeader = textColorOn(surfaceColor, DARK_TEXT);
  return {
    page: backgroundColor,
    onPage,
    onPageMuted: mutedTextOn(onPage, backgroundColor),
    header: surfaceColor,
    onHeader,
    onHeaderMuted: mutedTextOn(onHeader, surfaceColor),
    accent: readableOn(surfaceColor, CARD, DARK_TEXT),
  };
}

/** The light 'profile' theme with the owner's readable accent as primary. */
export function profileTheme(theme: ProfileTheme, colors: ProfileColors): Theme {
  const base = createAppTheme('profile', theme);
  return createTheme(base, {
    palette: {
      primary: { main: colors.accent, contrastText: textColorOn(colors.accent, DARK_TEXT) },
    },
  });
}
