import type { Theme } from '@mui/material/styles';

/**
 * The look of a card that is one choice of a radio group: border and tint
 * mark the checked one, a ring the one with the keyboard focus.
 */
export function choiceCardSx(checked: boolean) {
  return {
    borderWidth: 2,
    borderColor: checked ? 'primary.main' : 'divider',
    bgcolor: (theme: Theme) =>
      checked
        ? theme.alpha(theme.vars.palette.primary.main, 0.06)
        : theme.vars.palette.background.paper,
    '&:has(input:focus-visible)': {
      outline: '3px solid',
      outlineColor: (theme: Theme) => theme.alpha(theme.vars.palette.primary.main, 0.5),
      outlineOffset: 2,
    },
  };
}
