import RefreshIcon from '@mui/icons-material/Refresh';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CenteredCard } from '../../components/CenteredCard';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';

/**
 * What a route shows when its loader or its code fails, e.g. a chunk that
 * vanished with a new deployment: a reload fetches the current one.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <CenteredCard
      icon={<ReportProblemIcon />}
      title={t('errors.generic.title')}
      subtitle={t('errors.generic.detail')}
    >
      <Button
        fullWidth
        variant="contained"
        startIcon={<RefreshIcon />}
        onClick={() => window.location.reload()}
      >
        {t('actions.retry')}
      </Button>
    </CenteredCard>
  );
}
