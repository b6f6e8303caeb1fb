import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import LockResetIcon from '@mui/icons-material/LockReset';
import { forgotPasswordSchema, type ForgotPassword } from '@cv/shared';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { useToastScope } from '../../app/toast';
import { CardFooterLink, CenteredCard } from '../../components/CenteredCard';
import { FormTextField } from '../../components/form/FormTextField';
import { useForgotPassword } from './password-reset.queries';
import { showSubmitError } from './submitError';
import { FormSubmitButton } from '../../components/form/FormSubmitButton';

function BackToLogin() {
  const { t } = useTranslation();
  return <CardFooterLink to={PATHS.login}>{t('account.ui.forgot.backToLogin')}</CardFooterLink>;
}

/**
 * "Forgot password?": asks for the account's e-mail address and then says the
 * same whether or not an account has it, as the server does.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const toasts = useToastScope();
  const forgot = useForgotPassword();

  const handleSubmit = form.handleSubmit(async (values: ForgotPassword) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      showSubmitError(error, t('account.ui.forgot.error'), form, toasts);
      return;
    }
    toasts.dismiss();
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <CenteredCard
        icon={<MarkEmailReadIcon />}
        title={t('account.ui.forgot.sentTitle')}
        footer={<BackToLogin />}
      >
        <Typography role="status" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
          <Trans
            i18nKey="account.ui.forgot.sent"
            values={{ email: sentTo }}
            components={{ strong: <strong /> }}
          />
        </Typography>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      icon={<LockResetIcon />}
      title={t('account.ui.forgot.title')}
      subtitle={t('account.ui.forgot.intro')}
      footer={<BackToLogin />}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={handleSubmit}
        spacing={1}
        aria-label={t('account.ui.forgot.title')}
      >
        <FormTextField
          control={form.control}
          reserveHelperLine
          name="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
        />
        <FormSubmitButton submitting={form.formState.isSubmitting}>
          {t('account.ui.forgot.submit')}
        </FormSubmitButton>
      </Stack>
    </CenteredCard>
  );
}
