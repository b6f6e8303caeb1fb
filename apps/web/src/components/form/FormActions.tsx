import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The buttons at the end of a form, on the right; where they do not fit on
 * one line, the last one (the main action) wraps to the top.
 */
export function FormActions({ mt, children }: { mt?: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: 'flex-end',
        flexWrap: 'wrap-reverse',
        mt,
      }}
    >
      {children}
    </Box>
  );
}
