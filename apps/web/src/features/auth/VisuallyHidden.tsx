import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Text for assistive technology only; with a role it can be a live region. */
export function VisuallyHidden({
  children,
  role,
}: {
  children: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <Box
      component="span"
      role={role}
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        m: '-1px',
        overflow: 'hidden',
        p: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: '1px',
      }}
    >
      {children}
    </Box>
  );
}
