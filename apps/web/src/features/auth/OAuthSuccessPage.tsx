import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { isOAuthProviderId } from '@cv/shared';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { backgroundApi, dataOf } from '../../api/client';
import { adoptAccountLocale } from '../../app/accountLocale';
import { markLoggedIn, setAccountStatus } from '../../app/session';
import { notify } from '../../app/toast';
import { CenteredCard } from '../../components/CenteredCard';
import { accountKeys } from '../account/account.queries';
import { profileKeys } from '../profile/profile.keys';
import { afterLoginPath } from './LoginPage';
import { useOAuthProviders } from './oauth.queries';

/**
 * The server sends the browser here after a successful external login (the
 * session cookies are set) or after linking a provider (`linked={id}`), with
 * the page to go on to in `redirect`. The status is unknown here: the target
 * route's guard loads it and sends unverified users on to the pending page.
 */
export function OAuthSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const linked = params.get('linked');
  const providers = useOAuthProviders();
  const done = useRef(false);

  // A link waits for the providers' names for its toast; a login goes on at once.
  const ready = !linked || !providers.isPending;

  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    if (linked && isOAuthProviderId(linked)) {
      const name = providers.data?.find((p) => p.id === linked)?.name ?? linked;
      notify.success(t('account.oauth.success.linked', { provider: name }));
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    } else {
      // Whatever another session left in the cache is not this account's.
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.removeQueries({ queryKey: profileKeys.all });
      // Unknown until the guard asks: a stored one may be another account's.
      setAccountStatus(null);
      // The account's language wins over this device's, as after a password login.
      void dataOf(backgroundApi.GET('/api/account'))
        .then((account) => adoptAccountLocale(account.locale))
        .catch(() => undefined);
    }
    markLoggedIn(null);
    void navigate(afterLoginPath(redirect), { replace: true });
  }, [ready, linked, redirect, providers.data, queryClient, navigate, t]);

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
