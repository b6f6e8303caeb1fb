import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** Label/value rows, e.g. the account's personal data while it loads. */
export function DetailsSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('app.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="text" width="30%" sx={{ fontSize: '0.75rem' }} />
          <Skeleton variant="text" width={`${55 + ((i * 17) % 35)}%`} />
        </Box>
      ))}
    </Box>
  );
}

/** Entries with an icon, two lines and actions, e.g. work experience. */
export function ListSkeleton({ items, avatar = true }: { items: number; avatar?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('app.loading')} spacing={2}>
      {Array.from({ length: items }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {avatar && <Skeleton variant="rounded" width={40} height={40} />}
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width={`${40 + ((i * 13) % 30)}%`} />
            <Skeleton variant="text" width="25%" sx={{ fontSize: '0.8rem' }} />
          </Box>
          <Skeleton variant="circular" width={32} height={32} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Switch rows, e.g. the profile's visibility flags. */
export function SwitchesSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-busy="true" aria-label={t('app.loading')} spacing={1.5}>
      {Array.from({ length: rows }, (_, i) => (
        <Stack key={i} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={38} height={22} sx={{ borderRadius: 11 }} />
          <Skeleton variant="text" width={`${35 + ((i * 11) % 30)}%`} />
        </Stack>
      ))}
    </Stack>
  );
}

/** Buttons in a row. */
export function ButtonsSkeleton({ count, width = 150 }: { count: number; width?: number }) {
  return (
    <Stack direction="row" spacing={1.5} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" width={width} height={38} />
      ))}
    </Stack>
  );
}

/** Rounded blocks in a column, e.g. the versions of a document. */
export function BlocksSkeleton({
  count,
  height,
  label,
}: {
  count: number;
  height: number;
  /** What is loading, e.g. "Loading versions…". */
  label: string;
}) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
