import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  title: string;
  detail: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Another action beside 'Try again', e.g. a login link. */
  action?: ReactNode;
}

/** Data a screen needs could not be loaded: what failed, what to do, and a retry. */
export function LoadError({ title, detail, onRetry, retrying = false, action }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" variant="outlined">
      <AlertTitle>{title}</AlertTitle>
      {detail}
      {(onRetry || action) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {onRetry && (
            <Button
              color="inherit"
              size="small"
              variant="outlined"
              startIcon={<RefreshIcon />}
              loading={retrying}
              onClick={onRetry}
            >
              {t('actions.retry')}
            </Button>
          )}
          {action}
        </Stack>
      )}
    </Alert>
  );
}

/** A failed query: LoadError with a retry that fetches it again. */
export function QueryLoadError({
  title,
  detail,
  query,
}: {
  title: string;
  /** What to do about it; the generic advice without. */
  detail?: string;
  query: { refetch: () => Promise<unknown>; isFetching: boolean };
}) {
  const { t } = useTranslation();
  return (
    <LoadError
      title={title}
      detail={detail ?? t('errors.generic.detail')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
