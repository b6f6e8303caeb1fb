import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface FormSkeletonProps {
  /** Number of text fields. */
  fields: number;
  /** Fields per row on wide screens. */
  columns?: 1 | 2;
  /** Width of the submit button placeholder; 'full' for a full-width button. */
  submit?: 'full' | 'auto' | false;
  /** A taller field, e.g. a description. */
  multiline?: boolean;
}

/**
 * The shape of a form while its data or its feature is loading: outlined
 * field placeholders with their labels' space and a button. Announced to
 * assistive technology as busy.
 */
export function FormSkeleton({
  fields,
  columns = 1,
  submit = 'auto',
  multiline = false,
}: FormSkeletonProps) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' },
        }}
      >
        {Array.from({ length: fields }, (_, i) => (
          <Stack key={i} spacing={0.75}>
            <Skeleton variant="text" width="35%" sx={{ fontSize: '0.8rem' }} />
            <Skeleton variant="rounded" height={48} />
          </Stack>
        ))}
        {multiline && (
          <Stack spacing={0.75} sx={{ gridColumn: '1 / -1' }}>
            <Skeleton variant="text" width="25%" sx={{ fontSize: '0.8rem' }} />
            <Skeleton variant="rounded" height={112} />
          </Stack>
        )}
      </Box>
      {submit && (
        <Skeleton
          variant="rounded"
          height={42}
          width={submit === 'full' ? '100%' : 140}
          sx={{ mt: 3, ml: submit === 'full' ? 0 : 'auto' }}
        />
      )}
    </Box>
  );
}
