import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SpreadRow } from './SpreadRow';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links beside the title on wide screens, below it on narrow ones. */
  actions?: ReactNode;
  /** Something above the title, e.g. a back link. */
  before?: ReactNode;
}

/** The page's one h1 with its lead text; every screen starts with it. */
export function PageHeader({ title, subtitle, actions, before }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
      {before}
      <SpreadRow sx={{ alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="textSecondary" sx={{ mt: 1, maxWidth: '60ch' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
      </SpreadRow>
    </Box>
  );
}
