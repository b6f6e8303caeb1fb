import Box from '@mui/material/Box';
import type { ReactNode, Ref } from 'react';

/**
 * The title of an import step's card. The import page moves the focus here
 * when the step appears, so a screen reader announces it; focusable from
 * script only, and without the ring a control would show.
 */
export function StepTitle({ ref, children }: { ref: Ref<HTMLSpanElement>; children: ReactNode }) {
  return (
    <Box component="span" ref={ref} tabIndex={-1} sx={{ outline: 'none' }}>
      {children}
    </Box>
  );
}
