import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import LockResetIcon from '@mui/icons-material/LockReset';
import { forgotPasswordSchema } from '@cv/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { CardFooterLink, CenteredCard } from '../../components/CenteredCard';
import { CardForm } from '../../components/form/CardForm';
import { FormTextField } from '../../components/form/FormTextField';
import { useForgotPassword } from './password-reset.queries';
import { useFormSubmit } from '../../app/forms/useFormSubmit';

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
  const forgot = useForgotPassword();
  const handleSubmit = useFormSubmit(form, {
    send: forgot.mutateAsync,
    errorTitle: t('account.ui.forgot.error'),
    onSuccess: (_, values) => setSentTo(values.email),
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
      <CardForm
        label={t('account.ui.forgot.title')}
        onSubmit={handleSubmit}
        submitting={form.formState.isSubmitting}
        submitLabel={t('account.ui.forgot.submit')}
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
      </CardForm>
    </CenteredCard>
  );
}
