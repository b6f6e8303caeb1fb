import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { BASENAME, loginPath } from '../../app/paths';
import { useSession } from '../../app/useSession';
import { LoadError } from '../../components/feedback/LoadError';

/**
 * 'Failed to load your account' / 'Make sure you're logged in and try again'
 * with a retry, and a way back to login when the session
 * turned out to be gone. The page passes its query's retry in: a second
 * observer mounting here would refetch on mount and flip the page back to
 * loading.
 */
export function AccountLoadError({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const location = useLocation();
  return (
    <LoadError
      title={t('account.load.error')}
      detail={t('account.load.detail')}
      onRetry={loggedIn ? onRetry : undefined}
      retrying={retrying}
      action={
        loggedIn ? undefined : (
          <LinkButton
            to={loginPath(`${BASENAME}${location.pathname}${location.search}`)}
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<LoginIcon />}
          >
            {t('nav.login')}
          </LinkButton>
        )
      }
    />
  );
}
