import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface DocumentListItemProps {
  /** A small picture before the text, e.g. the design's sample page. */
  picture?: ReactNode;
  /** The document's name and the lines about it. */
  children: ReactNode;
  /** The row's buttons, at its end. */
  actions: ReactNode;
  /** Data attributes that name the row, e.g. `data-cv`. */
  [data: `data-${string}`]: string;
}

/**
 * One document in a list of them (a CV, a letter): picture, text and buttons
 * side by side, the buttons wrapping below on a phone, a divider between rows.
 */
export function DocumentListItem({ picture, children, actions, ...data }: DocumentListItemProps) {
  return (
    <Box
      component="li"
      {...data}
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1.5,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0, pt: 0.5 },
        '&:last-of-type': { pb: 0.5 },
      }}
    >
      {picture}
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>{children}</Box>
      <Stack direction="row" spacing={0.5} sx={{ ml: 'auto', alignItems: 'center', flexShrink: 0 }}>
        {actions}
      </Stack>
    </Box>
  );
}
