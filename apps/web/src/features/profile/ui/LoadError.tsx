import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/**
 * A profile that could not be loaded: the spec's message in the page with a
 * way to try again. No toast besides: it would say the same thing twice.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
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
