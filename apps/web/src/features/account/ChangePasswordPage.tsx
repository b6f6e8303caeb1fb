import KeyIcon from '@mui/icons-material/Key';
import { changePasswordSchema } from '@cv/shared';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
import { SectionCard } from '../../components/SectionCard';
import { NEW_PASSWORD_LABELS } from '../../components/form/NewPasswordFields';
import { ReplacementPasswordFields } from '../../components/form/ReplacementPasswordFields';
import { PasswordField } from '../../components/form/PasswordField';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { AccountPageForm, AccountSubPage } from './AccountFormParts';
import { useAccount, useChangePassword } from './account.queries';

/**
 * Change password: the current one, the new one with the live requirements
 * list, and its confirmation. A wrong current password comes back as the
 * server's field error under 'Current password'.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const change = useChangePassword();
  const form = useZodForm(changePasswordSchema, {
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    labels: NEW_PASSWORD_LABELS,
  });
  const handleSubmit = useFormSubmit(form, {
    send: change.mutateAsync,
    errorTitle: t('account.changePassword.error'),
    onSuccess: async () => {
      notify.success(t('account.changePassword.success'));
      await navigate(PATHS.account);
    },
  });

  return (
    <AccountSubPage
      maxWidth="sm"
      title={t('pages.changePassword.title')}
      subtitle={t('pages.changePassword.subtitle')}
    >
      <SectionCard icon={<KeyIcon />} title={t('fields.password')}>
        <AccountPageForm
          label={t('pages.changePassword.title')}
          onSubmit={handleSubmit}
          submitting={form.formState.isSubmitting}
          submitLabel={t('account.ui.changePassword.submit')}
        >
          {/* Tells password managers whose password this is. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={account.data?.username ?? ''}
            readOnly
            hidden
          />
          <Stack spacing={1}>
            <PasswordField
              control={form.control}
              name="oldPassword"
              autoComplete="current-password"
              required
              reserveHelperLine
            />
            <ReplacementPasswordFields control={form.control} headingLevel="h3" />
          </Stack>
        </AccountPageForm>
      </SectionCard>
    </AccountSubPage>
  );
}
