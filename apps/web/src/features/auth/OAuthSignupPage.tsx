import HowToRegIcon from '@mui/icons-material/HowToReg';
import { oauthSignupSchema, type OAuthSignupInfo } from '@cv/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { api, dataOf, isApiError } from '../../api/client';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { getSession, markLoggedIn } from '../../app/session';
import { CenteredCard } from '../../components/CenteredCard';
import { FormSkeleton } from '../../components/FormSkeleton';
import { SignupFields } from '../../components/form/SignupFields';
import { useOAuthSignup } from './auth.queries';
import { afterLoginPath } from './LoginPage';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormGrid } from '../../components/form/FormGrid';

/** GET /api/oauth/signup-info: what the provider told the server, to prefill the form. */
function useSignupInfo() {
  return useQuery({
    // Not under the account's keys: finishing the signup drops those while
    // this page is still shown, and a new read here would mark the browser
    // INCOMPLETE again (see the effect below).
    queryKey: ['oauth-signup-info'] as const,
    queryFn: ({ signal }) => dataOf(api.GET('/api/oauth/signup-info', { signal })),
    staleTime: Infinity,
    retry: false,
  });
}

function SignupForm({ info, redirect }: { info?: OAuthSignupInfo; redirect: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(oauthSignupSchema, {
    defaultValues: {
      username: '',
      email: info?.email ?? '',
      firstName: info?.firstName ?? '',
      lastName: info?.lastName ?? '',
    },
  });
  const complete = useOAuthSignup();
  const handleSubmit = useFormSubmit(form, {
    send: complete.mutateAsync,
    errorTitle: t('account.signup.error'),
    onSuccess: (session) => {
      const next =
        session.status === 'VERIFIED' ? afterLoginPath(redirect) : PATHS.verificationPending;
      return navigate(next, { replace: true });
    },
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('pages.oauthSignup.title')}
    >
      {info && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('account.oauth.signup.via', { provider: info.providerName })}
        </Alert>
      )}
      <FormGrid>
        <SignupFields
          control={form.control}
          emailHelperText={
            info?.email && info.emailVerified ? t('account.oauth.signup.verifiedEmail') : undefined
          }
        />
      </FormGrid>
      <FormSubmitButton submitting={form.formState.isSubmitting} sx={{ mt: 3 }}>
        {t('account.oauth.signup.submit')}
      </FormSubmitButton>
    </Box>
  );
}

/**
 * Finish the signup after the first external login (account status
 * INCOMPLETE): username, e-mail and names, prefilled with what the provider
 * said. The address the provider verified makes the account VERIFIED at
 * once; another one goes through the verification mail (pending page).
 */
export function OAuthSignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useSignupInfo();

  // The server sends a new external user here straight from its callback,
  // with the session cookies set but nothing in this browser's storage yet:
  // an answer to signup-info proves the INCOMPLETE session.
  useEffect(() => {
    const { loggedIn, status } = getSession();
    if (info.isSuccess && (!loggedIn || status !== 'INCOMPLETE')) markLoggedIn('INCOMPLETE');
  }, [info.isSuccess]);

  // Finished already (another tab): the account page's guard knows where to go.
  if (isApiError(info.error) && info.error.status === 403) {
    return <Navigate to={PATHS.account} replace />;
  }

  return (
    <CenteredCard
      icon={<HowToRegIcon />}
      title={t('pages.oauthSignup.title')}
      subtitle={t('pages.oauthSignup.subtitle')}
      maxWidth={560}
      footer={
        <Link component={RouterLink} to={PATHS.logout} sx={{ fontWeight: 600 }}>
          {t('nav.logout')}
        </Link>
      }
    >
      {info.isPending ? (
        <FormSkeleton fields={4} columns={2} submit="full" />
      ) : (
        // Without the provider's data (an error) the form simply starts empty.
        <SignupForm info={info.data} redirect={params.get('redirect')} />
      )}
    </CenteredCard>
  );
}
