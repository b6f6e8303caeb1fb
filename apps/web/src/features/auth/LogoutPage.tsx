import WavingHandIcon from '@mui/icons-material/WavingHand';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, dataOf, isApiError } from '../../api/client';
import { PATHS } from '../../app/paths';
import { markLoggedOut } from '../../app/session';
import { notify } from '../../app/toast';
import { CenteredCard } from '../../components/CenteredCard';

/** Long enough to read 'Goodbye' before the home page replaces it. */
const MIN_VISIBLE_MS = 800;

/**
 * 'Goodbye' while POST /api/auth/logout runs; then the local login state is
 * cleared and the user goes home. The local state goes even when the call
 * fails: a user who asked to log out must not stay logged in on this screen.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; log out once.
    if (started.current) return;
    started.current = true;
    const minimum = new Promise((resolve) => setTimeout(resolve, MIN_VISIBLE_MS));
    const logout = dataOf(api.POST('/api/auth/logout')).catch((error: unknown) => {
      // A 401 means the server had already ended the session: that is success.
      if (!(isApiError(error) && error.status === 401)) {
        notify.error(t('logout.error'), isApiError(error) ? error.message : undefined);
      }
    });
    void Promise.all([logout, minimum]).then(() => {
      markLoggedOut();
      queryClient.clear();
      void navigate(PATHS.home, { replace: true });
    });
  }, [navigate, queryClient, t]);

  return (
    <CenteredCard icon={<WavingHandIcon />} title={t('logout.title')} subtitle={t('logout.text')}>
      <Box role="status" aria-label={t('logout.text')}>
        <LinearProgress />
      </Box>
    </CenteredCard>
  );
}
