import type { Theme } from '@mui/material/styles';

/**
 * The current page's entry in the app bar and the side menu. Royal blue on a
 * blue tint falls below 4.5:1, so the text takes the darker (light mode) or
 * lighter (dark mode) shade of the primary colour.
 */
export function activeNavStyle(theme: Theme) {
  return {
    '&.active': {
      color: theme.vars.palette.primary.dark,
      backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.1),
      '& .MuiListItemIcon-root': { color: 'inherit' },
      ...theme.applyStyles('dark', {
        color: theme.vars.palette.primary.light,
        backgroundColor: theme.alpha(theme.vars.palette.primary.main, 0.16),
      }),
    },
  };
}
