import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { loginSchema, type Login } from '@cv/shared';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useKeepTypedText } from '../../app/forms/useKeepTypedText';
import { useZodForm } from '../../app/forms/useZodForm';
import { afterLoginPath, PATHS } from '../../app/paths';
import { CardFooterLink, CenteredCard } from '../../components/CenteredCard';
import { useLogin } from './auth.queries';
import { FormTextField } from '../../components/form/FormTextField';
import { PasskeyLoginButton } from './PasskeyLoginButton';
import { PasswordField } from '../../components/form/PasswordField';
import { ProviderButtons } from './ProviderButtons';
import { SecondFactorStep } from './SecondFactorStep';
import { showSubmitError } from './submitError';
import { useToastScope } from '../../app/toast';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';

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
  const toasts = useToastScope();
  const login = useLogin();
  // An external login of an account with two-factor login on lands here, at the code.
  const [secondStep, setSecondStep] = useState(params.get('step') === 'second-factor');
  const proceed = () => navigate(afterLoginPath(redirect), { replace: true });

  const handleSubmit = form.handleSubmit(async (values: Login) => {
    let result;
    try {
      result = await login.mutateAsync(values);
    } catch (error) {
      showSubmitError(error, t('account.login.error'), form, toasts);
      form.resetField('password');
      form.setFocus('password');
      return;
    }
    toasts.dismiss();
    if ('secondFactorRequired' in result) {
      setSecondStep(true);
      return;
    }
    await proceed();
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
          <Stack
            component="form"
            ref={formRef}
            // Only a submit before the app has started reaches the server (the app's handler
            // prevents it): as a POST, so the password never lands in an address.
            method="post"
            noValidate
            onSubmit={handleSubmit}
            spacing={1}
            aria-label={t('pages.login.title')}
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
            <FormSubmitButton submitting={form.formState.isSubmitting}>
              {t('account.ui.login.submit')}
            </FormSubmitButton>
          </Stack>
          <PasskeyLoginButton redirect={redirect} />
          <ProviderButtons redirect={redirect ?? undefined} />
        </>
      )}
    </CenteredCard>
  );
}
