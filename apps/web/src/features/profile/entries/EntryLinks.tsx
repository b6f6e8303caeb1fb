import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

/** The host of a link, shorter than the whole address in a list row. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** Links under an entry's row, each opening in a new tab (and saying so). */
export function EntryLinks({ links }: { links: readonly { label: string; url: string }[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
      {links.map((link, i) => (
        <Link
          key={i}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {link.label}
          <Box component="span" sx={visuallyHidden}>
            {` ${t('app.opensInNewTab')}`}
          </Box>
        </Link>
      ))}
    </Stack>
  );
}

/** The entry's own link, labelled with its host; none without an address. */
export function urlLink(url: string | null | undefined) {
  return url ? [{ label: hostOf(url), url }] : [];
}
