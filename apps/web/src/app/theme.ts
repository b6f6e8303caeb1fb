import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  // The theme is built with CSS variables: `theme.vars` is always there.
  interface CssThemeVariables {
    enabled: true;
  }
}

export const ROYAL_BLUE = '#4169e1';

/**
 * 'lg' starts at 1280 px because the mobile layout is everything below
 * 1280 px: `theme.breakpoints.down('lg')` is that layout.
 */
const breakpoints = { values: { xs: 0, sm: 600, md: 900, lg: 1280, xl: 1536 } };

const typography: ThemeOptions['typography'] = {
  fontFamily:
    '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h1: { fontWeight: 800, letterSpacing: '-0.02em' },
  h2: { fontWeight: 800, letterSpacing: '-0.02em' },
  h3: { fontWeight: 700, letterSpacing: '-0.01em' },
  h4: { fontWeight: 700, letterSpacing: '-0.01em' },
  h5: { fontWeight: 700 },
  h6: { fontWeight: 700 },
  button: { fontWeight: 600, textTransform: 'none' },
};

/**
 * The grey behind a CV's paper pages (previews, the studio, the design cards),
 * a shade apart from the page background in either scheme.
 */
export const SHEET_BACKDROP = 'var(--cv-sheet-backdrop)';

const components: ThemeOptions['components'] = {
  MuiCssBaseline: {
    styleOverrides: {
      ':root': { '--cv-sheet-backdrop': '#eef1f7' },
      '@media (prefers-color-scheme: dark)': { ':root': { '--cv-sheet-backdrop': '#0b1020' } },
      body: { WebkitFontSmoothing: 'antialiased' },
    },
  },
  MuiButton: { defaultProps: { disableElevation: true } },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        backgroundColor: theme.vars.palette.background.paper,
        borderBottom: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        boxShadow: '0 1px 2px rgba(16,24,40,.04), 0 4px 16px rgba(16,24,40,.04)',
        ...theme.applyStyles('dark', { boxShadow: 'none' }),
      }),
    },
  },
  // Dark paper gets no elevation overlay gradient: flat surfaces read cleaner.
  MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiDialog: {
    styleOverrides: {
      // On a phone a floating dialog keeps 16 px beside it instead of 32: room for its
      // fields and buttons. Full-screen dialogs keep their own zero margins.
      paper: ({ theme, ownerState }: { theme: Theme; ownerState: { fullScreen?: boolean } }) =>
        ownerState.fullScreen
          ? {}
          : {
              [theme.breakpoints.down('sm')]: {
                margin: theme.spacing(2),
                maxHeight: `calc(100% - ${theme.spacing(4)})`,
                '&.MuiDialog-paperFullWidth': { width: `calc(100% - ${theme.spacing(4)})` },
              },
            },
    },
  },
  MuiLink: { defaultProps: { underline: 'hover' } },
  MuiTooltip: { defaultProps: { arrow: true } },
  MuiOutlinedInput: {
    styleOverrides: {
      // The focus ring without JavaScript as well: the server-rendered login form
      // can be typed into before the app has started, when MUI's focused state
      // (a class set from a focus handler) does not exist yet.
      root: ({ theme }: { theme: Theme }) => ({
        '&:has(> input:focus):not(.Mui-error) .MuiOutlinedInput-notchedOutline': {
          borderColor: theme.vars.palette.primary.main,
          borderWidth: 2,
        },
      }),
    },
  },
};

const light: ThemeOptions['palette'] = {
  primary: { main: ROYAL_BLUE },
  secondary: { main: '#0e9f8e' },
  background: { default: '#f5f7fb', paper: '#ffffff' },
  text: { primary: '#141a2e', secondary: '#525b75' },
  divider: 'rgba(20, 26, 46, 0.1)',
};

const dark: ThemeOptions['palette'] = {
  // Royal blue itself is too dark for text on a dark surface (contrast
  // below 4.5:1), so dark mode uses a lighter tint of it.
  primary: { main: '#87a2ff', contrastText: '#0b1020' },
  secondary: { main: '#4fd1bf' },
  background: { default: '#0b1020', paper: '#131a2e' },
  text: { primary: '#e8ecf8', secondary: '#a6afc8' },
  divider: 'rgba(232, 236, 248, 0.12)',
};

/**
 * The app's theme with both colour schemes as CSS variables, switched by the
 * `prefers-color-scheme` media query: the same markup and class names in
 * either scheme, so the server-rendered first screen shows the visitor's
 * scheme before any script runs, and the app takes that markup over
 * unchanged. Styles that differ between the schemes go through
 * `theme.vars` and `theme.applyStyles('dark', …)`, never `theme.palette.mode`
 * (which stays 'light').
 */
export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: { light: { palette: light }, dark: { palette: dark } },
    breakpoints,
    typography,
    shape: { borderRadius: 10 },
    components,
  });
}
