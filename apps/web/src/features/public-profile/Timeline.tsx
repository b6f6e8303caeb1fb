import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/rich-text/RichText';

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
  /** The language of the title, of the description and of the highlights, where set apart. */
  titleLang?: string;
  descriptionLang?: string;
  highlightsLang?: string;
  /** Company, institution or role: the line under the title. */
  subtitle?: ReactNode;
  period?: string | null;
  /** Formatted text (absent when the owner hides descriptions). */
  description?: string | undefined;
  /** Bullet points after the description. */
  highlights?: readonly string[] | undefined;
  children?: ReactNode;
}

export function TimelineEntry({
  title,
  titleLang,
  descriptionLang,
  highlightsLang,
  subtitle,
  period,
  description,
  highlights,
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
        // Bullets as discs: inside the timeline's list the browser would draw circles.
        '& ul.MuiTypography-root': { listStyleType: 'disc' },
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
          lang={titleLang}
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
        <Box sx={{ mt: 1, '& .MuiTypography-root': { lineHeight: 1.65 } }}>
          <RichText text={description} color="textSecondary" lang={descriptionLang} />
        </Box>
      )}
      {highlights && highlights.length > 0 && (
        <Highlights items={highlights} lang={highlightsLang} />
      )}
      {children}
    </Box>
  );
}

/** Plain bullet points, in the look of a formatted description's list. */
function Highlights({ items, lang }: { items: readonly string[]; lang?: string }) {
  const { t } = useTranslation();
  return (
    <Typography
      component="ul"
      aria-label={t('fields.highlights')}
      variant="body2"
      sx={{
        m: 0,
        mt: 1,
        pl: 3,
        color: 'text.secondary',
        lineHeight: 1.65,
        overflowWrap: 'anywhere',
        '& > li + li': { mt: 0.5 },
      }}
    >
      {items.map((item, i) => (
        // On the items: the list's name is in the page's language.
        <li key={i} lang={lang}>
          {item}
        </li>
      ))}
    </Typography>
  );
}

/** A short line of facts under an entry, e.g. a certificate's expiry or credential ID. */
export function EntryDetail({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      sx={{ mt: 0.75, color: 'text.secondary', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}
