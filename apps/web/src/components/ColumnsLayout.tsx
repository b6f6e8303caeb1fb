import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ColumnsLayoutProps {
  /** CSS grid columns from 'lg' (1280 px) on; below that the columns stack. */
  columns?: string;
  children: ReactNode;
}

/** The main column and a side column of the account, profile and CV screens. */
export function ColumnsLayout({ columns = '2fr 1fr', children }: ColumnsLayoutProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: columns },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
