import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface PanelSectionProps {
  title: ReactNode;
  /** Shown before the title. */
  icon?: ReactNode;
  /** The heading level in the page outline. */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** A panel of the applications screens: an outlined section, named by its heading. */
export function PanelSection({ title, icon, headingLevel = 'h2', children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography
        id={headingId}
        component={headingLevel}
        variant="h6"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
      >
        {icon}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
