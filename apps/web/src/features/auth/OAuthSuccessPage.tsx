import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { markLoggedIn } from '../../app/session';
import { CenteredCard } from '../../components/CenteredCard';

/**
 * The server sends the browser here after a successful external login, with
 * the session cookies set. The status is unknown here, so the account route's
 * guard loads it and sends unverified users on to the pending page.
 */
export function OAuthSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    markLoggedIn(null);
    void navigate(PATHS.account, { replace: true });
  }, [navigate]);

  return (
    <CenteredCard
      icon={<CheckCircleIcon />}
      title={t('pages.oauthSuccess.title')}
      subtitle={t('pages.oauthSuccess.text')}
    >
      <LinearProgress aria-label={t('app.loading')} />
    </CenteredCard>
  );
}
