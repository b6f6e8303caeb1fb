import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Entries in order on a rail of accent dots. */
export function Timeline({ children }: { children: ReactNode }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

interface TimelineEntryProps {
  title: string;
  /** Company, institution or role: the line under the title. */
  subtitle?: ReactNode;
  period?: string | null;
  description?: string | undefined;
  children?: ReactNode;
}

export function TimelineEntry({
  title,
  subtitle,
  period,
  description,
  children,
}: TimelineEntryProps) {
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        pl: 3.5,
        pb: 3,
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        '&:last-of-type': { pb: 0 },
        // The dot: a border so that it prints without background graphics.
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 0,
          top: 6,
          width: 12,
          height: 12,
          boxSizing: 'border-box',
          borderRadius: '50%',
          border: '3px solid',
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
        },
        // The rail down to the next entry.
        '&:not(:last-of-type)::after': {
          content: '""',
          position: 'absolute',
          left: 5,
          top: 22,
          bottom: 2,
          width: 2,
          borderRadius: 1,
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.16),
        },
        '@media print': { pl: 2.5, pb: 2 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          // Phones: the period on a line of its own, under the title, for every entry alike.
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.25,
          alignItems: { xs: 'flex-start', sm: 'baseline' },
          justifyContent: 'space-between',
        }}
      >
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, lineHeight: 1.35, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {period && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {period}
          </Typography>
        )}
      </Box>
      {subtitle && (
        <Typography
          variant="body2"
          sx={{ color: 'primary.main', fontWeight: 600, mt: 0.25, overflowWrap: 'anywhere' }}
        >
          {subtitle}
        </Typography>
      )}
      {description && (
        <Typography
          variant="body2"
          sx={{
            mt: 1,
            color: 'text.secondary',
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
            lineHeight: 1.65,
          }}
        >
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
