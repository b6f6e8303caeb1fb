import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { signupSchema } from '@cv/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useZodForm } from '../../app/forms/useZodForm';
import { loginPath, PATHS } from '../../app/paths';
import { CardFooterLink, CenteredCard } from '../../components/CenteredCard';
import { useSignup } from './auth.queries';
import { NewPasswordFields } from '../../components/form/NewPasswordFields';
import { PasswordRequirements } from '../../components/form/PasswordRequirements';
import { SignupFields } from '../../components/form/SignupFields';
import { ProviderButtons } from './ProviderButtons';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';
import { FormGrid } from '../../components/form/FormGrid';

const REQUIREMENTS_ID = 'signup-password-requirements';

/**
 * Create account, with the password requirements ticked off live. The new
 * account is logged in and UNVERIFIED: the user goes on to the pending page
 * until the link from the mail is opened.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;

  const form = useZodForm(signupSchema, {
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
    },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const signup = useSignup();
  const handleSubmit = useFormSubmit(form, {
    send: signup.mutateAsync,
    errorTitle: t('account.signup.error'),
    onSuccess: () => navigate(PATHS.verificationPending, { replace: true }),
  });

  return (
    <CenteredCard
      icon={<PersonAddIcon />}
      title={t('pages.signup.title')}
      subtitle={t('pages.signup.subtitle')}
      maxWidth={560}
      footer={
        <>
          {t('pages.signup.haveAccount')}{' '}
          <CardFooterLink to={loginPath(redirect)}>{t('pages.signup.login')}</CardFooterLink>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('pages.signup.title')}>
        <FormGrid reservedHelperLines>
          <SignupFields control={form.control} wide />
          <NewPasswordFields control={form.control} requirementsId={REQUIREMENTS_ID} />
        </FormGrid>
        <Box sx={{ mt: 2 }}>
          <PasswordRequirements password={password} id={REQUIREMENTS_ID} />
        </Box>
        <FormSubmitButton submitting={form.formState.isSubmitting} sx={{ mt: 3 }}>
          {t('account.ui.signup.submit')}
        </FormSubmitButton>
      </Box>
      <ProviderButtons redirect={redirect} />
    </CenteredCard>
  );
}
