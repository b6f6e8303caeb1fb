import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** A line under the title, e.g. how much of the section is translated. */
  subheader?: ReactNode;
  children: ReactNode;
  /** The heading level in the page outline; cards sit under the page's h1. */
  headingLevel?: 'h2' | 'h3';
}

/** A titled card: the building block of the account, profile and CV screens. */
export function SectionCard({
  title,
  icon,
  action,
  subheader,
  children,
  headingLevel = 'h2',
}: SectionCardProps) {
  return (
    <Card component="section">
      <CardContent sx={{ p: { xs: 2.5, md: 3 }, '&:last-child': { pb: { xs: 2.5, md: 3 } } }}>
        {/* Where title and action share no line (a phone), the action wraps below. */}
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: subheader ? 1 : 2.5 }}
        >
          {icon && (
            <Stack
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: 2,
                alignItems: 'center',
                justifyContent: 'center',
                color: 'primary.main',
                bgcolor: (theme) => theme.alpha(theme.vars.palette.primary.main, 0.12),
              }}
            >
              {icon}
            </Stack>
          )}
          <Typography
            variant="h6"
            component={headingLevel}
            sx={{ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {action}
        </Stack>
        {subheader && <Box sx={{ mb: 2.5 }}>{subheader}</Box>}
        {children}
      </CardContent>
    </Card>
  );
}
