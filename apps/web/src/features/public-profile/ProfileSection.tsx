import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

interface ProfileSectionProps {
  title: string;
  /** The title's language, where it is not the page's (a custom section's own title). */
  titleLang?: string;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * A titled card of the public profile. In print it loses card, border and
 * shadow and reads as a plain document section.
 */
export function ProfileSection({ title, titleLang, icon, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{
        '@media print': {
          border: 'none',
          boxShadow: 'none',
          borderRadius: 0,
          overflow: 'visible',
        },
      }}
    >
      <CardContent
        sx={{
          p: { xs: 2.5, sm: 3.5 },
          '&:last-child': { pb: { xs: 3, sm: 3.5 } },
          '@media print': { px: 0, py: 1.5, '&:last-child': { pb: 1.5 } },
        }}
      >
        <Stack
          direction="row"
          sx={{
            // A gap, not margins: the icon is hidden in print and leaves no indent.
            gap: 1.5,
            alignItems: 'center',
            mb: 2.5,
            '@media print': {
              mb: 1.5,
              pb: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              // Never a heading alone at the foot of a page.
              breakAfter: 'avoid',
              pageBreakAfter: 'avoid',
            },
          }}
        >
          <Stack
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: 2,
              alignItems: 'center',
              justifyContent: 'center',
              color: 'primary.main',
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
              '@media print': { display: 'none' },
            }}
          >
            {icon}
          </Stack>
          <Typography id={headingId} variant="h6" component="h2" lang={titleLang}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
