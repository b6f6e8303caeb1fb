import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The short text under a card's title that says what the card is for. */
export function SectionIntro({ mb = 2, children }: { mb?: 1 | 2; children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mb }}>
      {children}
    </Typography>
  );
}
