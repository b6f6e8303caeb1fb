import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
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
    <Box component="span" role={role} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
