import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../../api/handleApiError';

/**
 * A profile that could not be loaded: the spec's toast once per failure, and
 * in the page the same message with a way to try again.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    handleApiError(error, { title: t('profile.errors.load') });
  }, [error, t]);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      }
    >
      <AlertTitle>{t('profile.errors.load')}</AlertTitle>
      {t('profile.errors.loadDetail')}
    </Alert>
  );
}
