import { alpha, type Theme } from '@mui/material/styles';

/**
 * The current page's entry in the app bar and the side menu. Royal blue on a
 * blue tint falls below 4.5:1, so the text takes the darker (light mode) or
 * lighter (dark mode) shade of the primary colour.
 */
export function activeNavStyle(theme: Theme) {
  const dark = theme.palette.mode === 'dark';
  return {
    '&.active': {
      color: dark ? theme.palette.primary.light : theme.palette.primary.dark,
      backgroundColor: alpha(theme.palette.primary.main, dark ? 0.16 : 0.1),
      '& .MuiListItemIcon-root': { color: 'inherit' },
    },
  };
}
