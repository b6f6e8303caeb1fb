import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { BASENAME, loginPath } from '../../app/paths';
import { useSession } from '../../app/useSession';
import { useAccount } from './account.queries';
import { LoadError } from './LoadError';

/**
 * 'Failed to load your account' / 'Make sure you're logged in and try again'
 * (spec section 8), with a retry, and a way back to login when the session
 * turned out to be gone.
 */
export function AccountLoadError() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const location = useLocation();
  const account = useAccount();
  return (
    <LoadError
      title={t('account.load.error')}
      detail={t('account.load.detail')}
      onRetry={loggedIn ? () => void account.refetch() : undefined}
      retrying={account.isFetching}
      action={
        loggedIn ? undefined : (
          <Button
            component={RouterLink}
            to={loginPath(`${BASENAME}${location.pathname}${location.search}`)}
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<LoginIcon />}
          >
            {t('nav.login')}
          </Button>
        )
      }
    />
  );
}
