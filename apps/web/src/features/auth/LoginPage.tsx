import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { loginSchema } from '@cv/shared';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useKeepTypedText } from '../../app/forms/useKeepTypedText';
import { useZodForm } from '../../app/forms/useZodForm';
import { afterLoginPath, PATHS } from '../../app/paths';
import { CardFooterLink, CenteredCard } from '../../components/CenteredCard';
import { CardForm } from '../../components/form/CardForm';
import { useLogin } from './auth.queries';
import { FormTextField } from '../../components/form/FormTextField';
import { PasskeyLoginButton } from './PasskeyLoginButton';
import { PasswordField } from '../../components/form/PasswordField';
import { ProviderButtons } from './ProviderButtons';
import { SecondFactorStep } from './SecondFactorStep';
import { useFormSubmit } from '../../app/forms/useFormSubmit';

// Where a login leads; the guard of this page uses it too (logged-in users go on).
export { afterLoginPath };

const LOGIN_FIELDS = ['username', 'password'] as const;

/**
 * Login with username or e-mail. `redirect` holds the full
 * path the user wanted; it is forwarded to signup and to the external login.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const signupTo = redirect
    ? `${PATHS.signup}?redirect=${encodeURIComponent(redirect)}`
    : PATHS.signup;

  const form = useZodForm(loginSchema, { defaultValues: { username: '', password: '' } });
  // The server sends this page rendered: what was typed before the app started stays.
  const formRef = useKeepTypedText(form, LOGIN_FIELDS);
  const login = useLogin();
  // An external login of an account with two-factor login on lands here, at the code.
  const [secondStep, setSecondStep] = useState(params.get('step') === 'second-factor');
  const proceed = () => navigate(afterLoginPath(redirect), { replace: true });

  const handleSubmit = useFormSubmit(form, {
    send: login.mutateAsync,
    errorTitle: t('account.login.error'),
    onError: (_, showError) => {
      showError();
      form.resetField('password');
      form.setFocus('password');
    },
    onSuccess: async (result) => {
      if ('secondFactorRequired' in result) setSecondStep(true);
      else await proceed();
    },
  });

  return (
    <CenteredCard
      icon={<LockOutlinedIcon />}
      title={t('pages.login.title')}
      subtitle={t('pages.login.subtitle')}
      footer={
        <>
          {t('pages.login.noAccount')}{' '}
          <CardFooterLink to={signupTo}>{t('pages.login.signup')}</CardFooterLink>
        </>
      }
    >
      {secondStep ? (
        <SecondFactorStep
          onDone={() => void proceed()}
          onBack={() => {
            setSecondStep(false);
            form.resetField('password');
          }}
        />
      ) : (
        <>
          <CardForm
            label={t('pages.login.title')}
            onSubmit={handleSubmit}
            submitting={form.formState.isSubmitting}
            submitLabel={t('account.ui.login.submit')}
            ref={formRef}
            // Only a submit before the app has started reaches the server (the app's handler
            // prevents it): as a POST, so the password never lands in an address.
            method="post"
          >
            <FormTextField
              control={form.control}
              reserveHelperLine
              labelAbove
              name="username"
              label={t('account.ui.login.username')}
              autoComplete="username"
              required
            />
            <PasswordField
              control={form.control}
              reserveHelperLine
              labelAbove
              name="password"
              autoComplete="current-password"
              required
            />
            <Link
              component={RouterLink}
              to={PATHS.forgotPassword}
              variant="body2"
              sx={{ alignSelf: 'flex-end' }}
            >
              {t('account.ui.forgot.link')}
            </Link>
          </CardForm>
          <PasskeyLoginButton redirect={redirect} />
          <ProviderButtons redirect={redirect ?? undefined} />
        </>
      )}
    </CenteredCard>
  );
}
