import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface FormGridProps {
  children: ReactNode;
  /**
   * The fields keep a line for their helper text (`reserveHelperLine`), which
   * already spaces the rows: little gap between them then.
   */
  reservedHelperLines?: boolean;
}

/** A form's fields in two columns from tablet width, in one on phones. */
export function FormGrid({ children, reservedHelperLines = false }: FormGridProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2.5,
        rowGap: reservedHelperLines ? 1 : 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {children}
    </Box>
  );
}
