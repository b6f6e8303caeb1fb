import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The large round icon above a full-page status message (not found, load failure). */
export function StatusBadge({ children }: { children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        mx: 'auto',
        mb: 3,
        width: 88,
        height: 88,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: (theme) => theme.alpha(theme.vars.palette.primary.main, 0.12),
        color: 'primary.main',
        '& svg': { fontSize: 44 },
      }}
    >
      {children}
    </Box>
  );
}
