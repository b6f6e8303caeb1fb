import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ColumnsLayout } from '../../components/ColumnsLayout';

interface EditorLayoutProps {
  /** Above both columns, across the page: what applies to all of it (the content language). */
  top?: ReactNode;
  main: ReactNode;
  side: ReactNode;
}

/**
 * The editor in spec order (general, picture, switches, entries, theme): one
 * column below 1280 px; from there the theme with its preview stays in view
 * beside the long main column.
 */
export function EditorLayout({ top, main, side }: EditorLayoutProps) {
  const columns = (
    <ColumnsLayout>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {main}
      </Stack>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 }, minWidth: 0 }}>{side}</Box>
    </ColumnsLayout>
  );
  if (!top) return columns;
  return (
    <Stack spacing={3}>
      {top}
      {columns}
    </Stack>
  );
}
