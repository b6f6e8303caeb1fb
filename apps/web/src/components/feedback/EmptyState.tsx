import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A large icon; decoration only. */
  icon: ReactNode;
  title: ReactNode;
  /** The heading's level in the page's outline. */
  headingComponent: 'h2' | 'h3' | 'h4';
  text: ReactNode;
  /** The way out: usually the one button that fills the space. */
  action: ReactNode;
  /** Taller, where the box stands in for a large area (a preview). */
  tall?: boolean;
}

/** Nothing to show yet: a dashed box that says why, and what to do about it. */
export function EmptyState({ icon, title, headingComponent, text, action, tall }: EmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: tall ? { xs: 5, md: 8 } : { xs: 4, md: 5 },
        px: 3,
        borderRadius: 2,
        border: '2px dashed',
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mx: 'auto',
          mb: 2,
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: (theme) => theme.alpha(theme.vars.palette.primary.main, 0.12),
        }}
      >
        {icon}
      </Box>
      <Typography variant="h6" component={headingComponent}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 3, maxWidth: '52ch', mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}
