import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { displayUrl, safeHttpUrl } from './format';

export interface EntryLink {
  url: string | undefined;
  /** What the pill says; the address itself without one. */
  label?: string;
}

/** An entry's link as a pill; in print the address itself follows the label. */
function EntryLinkPill({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation();
  const address = displayUrl(url);
  return (
    <Link
      href={url}
      // Read by the print style: user text never becomes CSS source.
      data-print-url={label === address ? undefined : address}
      target="_blank"
      // User content: no referrer, no ranking credit.
      rel="noopener noreferrer nofollow ugc"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        maxWidth: '100%',
        px: 1.25,
        py: 0.5,
        borderRadius: 99,
        fontSize: '0.85rem',
        fontWeight: 600,
        border: 1,
        borderColor: (theme) => alpha(theme.palette.primary.main, 0.3),
        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
        '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12) },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: (theme) => alpha(theme.palette.primary.main, 0.5),
          outlineOffset: 2,
        },
        '@media print': {
          border: 'none',
          bgcolor: 'transparent',
          p: 0,
          '&[data-print-url]::after': { content: '" (" attr(data-print-url) ")"' },
        },
      }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {label}
      </Box>
      <OpenInNewIcon aria-hidden sx={{ fontSize: 15, '@media print': { display: 'none' } }} />
      <Box component="span" sx={visuallyHidden}>
        {` ${t('app.opensInNewTab')}`}
      </Box>
    </Link>
  );
}

/**
 * An entry's links as a row of pills. Only http(s) addresses become links:
 * anything else (javascript:, data:) is left out.
 */
export function EntryLinks({ links }: { links: readonly EntryLink[] }) {
  const { t } = useTranslation();
  const safe = links.flatMap((link) => {
    const url = safeHttpUrl(link.url);
    return url ? [{ url, label: link.label ?? displayUrl(url) }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('publicProfile.links')}
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1.5,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        '@media print': { display: 'block', '& li': { mb: 0.25 } },
      }}
    >
      {safe.map((link, i) => (
        <li key={i}>
          <EntryLinkPill url={link.url} label={link.label} />
        </li>
      ))}
    </Box>
  );
}
