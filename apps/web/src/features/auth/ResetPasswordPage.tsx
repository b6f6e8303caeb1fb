import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import { resetPasswordSchema } from '@cv/shared';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, type ApiErrorCode } from '../../api/client';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
import { CardLinkButton, CenteredCard } from '../../components/CenteredCard';
import { CardForm } from '../../components/form/CardForm';
import { NEW_PASSWORD_LABELS } from '../../components/form/NewPasswordFields';
import { ReplacementPasswordFields } from '../../components/form/ReplacementPasswordFields';
import { useResetLinkCheck, useResetPassword } from './password-reset.queries';
import { useFormSubmit } from '../../app/forms/useFormSubmit';

/** Codes of a link that cannot set a password any more: the page offers a new one. */
const DEAD_LINK = new Set<ApiErrorCode>([
  'reset_link_invalid',
  'reset_link_expired',
  'reset_link_used',
]);

function RequestNewLink() {
  const { t } = useTranslation();
  return (
    <CardLinkButton to={PATHS.forgotPassword}>{t('account.ui.reset.requestNew')}</CardLinkButton>
  );
}

/**
 * The page of the link in the reset mail: a new password with the live
 * requirements list. Afterwards every session has ended: the user logs in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [deadOnSubmit, setDeadLink] = useState<string | null>(null);
  // A link found dead when the page opened; any other failure of that check
  // (no connection) leaves the form, whose submit says what went wrong.
  const check = useResetLinkCheck(token);
  const deadOnOpen =
    isApiError(check.error) && DEAD_LINK.has(check.error.code)
      ? (check.error.body?.message ?? t('account.ui.reset.error'))
      : null;
  const deadLink = deadOnSubmit ?? deadOnOpen;
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { token, password: '', confirmPassword: '' },
    labels: NEW_PASSWORD_LABELS,
  });
  const reset = useResetPassword();
  const handleSubmit = useFormSubmit(form, {
    send: reset.mutateAsync,
    errorTitle: t('account.ui.reset.error'),
    onError: (error, showError) => {
      if (isApiError(error) && DEAD_LINK.has(error.code)) {
        setDeadLink(error.body?.message ?? t('account.ui.reset.error'));
      } else {
        showError();
      }
    },
    onSuccess: async () => {
      notify.success(t('account.ui.reset.success'));
      await navigate(PATHS.login, { replace: true });
    },
  });

  if (!token || deadLink) {
    return (
      <CenteredCard
        icon={<ErrorOutlinedIcon />}
        title={t('account.ui.reset.error')}
        subtitle={deadLink ?? t('account.ui.reset.incomplete')}
      >
        <Alert severity="error" sx={{ mb: 2 }}>
          {deadLink ?? t('account.ui.reset.incomplete')}
        </Alert>
        <RequestNewLink />
      </CenteredCard>
    );
  }

  return (
    <CenteredCard
      icon={<LockResetIcon />}
      title={t('account.ui.reset.title')}
      subtitle={t('account.ui.reset.intro')}
    >
      <CardForm
        label={t('account.ui.reset.title')}
        onSubmit={handleSubmit}
        submitting={form.formState.isSubmitting}
        submitLabel={t('account.ui.reset.submit')}
      >
        <ReplacementPasswordFields control={form.control} headingLevel="h2" />
      </CardForm>
    </CenteredCard>
  );
}
