import BadgeIcon from '@mui/icons-material/Badge';
import { accountUpdateSchema, type Account, type AccountUpdate } from '@cv/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useZodForm } from '../../app/forms/useZodForm';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
import { FormSkeleton } from '../../components/FormSkeleton';
import { SectionCard } from '../../components/SectionCard';
import { FormTextField } from '../../components/form/FormTextField';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { AccountLoadError } from './AccountLoadError';
import { AccountPageForm, AccountSubPage } from './AccountFormParts';
import { toAccountForm } from './accountForm';
import { useAccount, useUpdateAccount } from './account.queries';
import { BirthdayField } from './BirthdayField';
import { CountryField } from './CountryField';
import { unlessCancelled, useReauthentication } from './useReauthentication';
import { FormGrid } from '../../components/form/FormGrid';

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="overline"
        color="textSecondary"
        sx={{ p: 0, mb: 1.5, lineHeight: 1.6, fontWeight: 700 }}
      >
        {title}
      </Typography>
      <FormGrid reservedHelperLines>{children}</FormGrid>
    </Box>
  );
}

/** A field of the account form, bound through the surrounding FormProvider. */
const AccountTextField = FormTextField<AccountUpdate>;

function AccountForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateAccount();
  const reauth = useReauthentication();
  const form = useZodForm(accountUpdateSchema, { defaultValues: toAccountForm(account) });
  const { control } = form;
  const handleSubmit = useFormSubmit(form, {
    send: (values) => reauth.guard(() => update.mutateAsync(values)),
    errorTitle: t('account.update.error'),
    onError: unlessCancelled,
    onSuccess: async (saved) => {
      notify.success(t('account.update.success'));
      if (saved.status === 'UNVERIFIED' && account.status !== 'UNVERIFIED') {
        // A new address: the server has sent a link to it and holds the account until it is opened.
        await navigate(PATHS.verificationPending, { replace: true });
      } else {
        await navigate(PATHS.account);
      }
    },
  });

  return (
    <FormProvider {...form}>
      <AccountPageForm
        label={t('pages.accountEdit.title')}
        onSubmit={handleSubmit}
        submitting={form.formState.isSubmitting}
        submitLabel={t('actions.save')}
      >
        {reauth.dialog}
        <Stack spacing={4}>
          <FieldGroup title={t('account.ui.edit.personal')}>
            <AccountTextField reserveHelperLine name="firstName" autoComplete="given-name" />
            <AccountTextField reserveHelperLine name="lastName" autoComplete="family-name" />
            <BirthdayField control={control} />
          </FieldGroup>
          <FieldGroup title={t('account.ui.edit.contact')}>
            <AccountTextField
              reserveHelperLine
              name="email"
              type="email"
              autoComplete="email"
              required
              helperText={t('account.ui.edit.emailHint')}
            />
            <AccountTextField
              reserveHelperLine
              name="phone"
              type="tel"
              autoComplete="tel"
              helperText={t('account.ui.edit.phoneHint')}
            />
          </FieldGroup>
          <FieldGroup title={t('account.ui.view.address')}>
            <AccountTextField reserveHelperLine name="street" autoComplete="address-line1" />
            <AccountTextField reserveHelperLine name="houseNumber" />
            <AccountTextField reserveHelperLine name="postcode" autoComplete="postal-code" />
            <AccountTextField reserveHelperLine name="city" autoComplete="address-level2" />
            <CountryField control={control} />
          </FieldGroup>
        </Stack>
      </AccountPageForm>
    </FormProvider>
  );
}

/** Edit account: every account field except username and password. */
export function AccountEditPage() {
  const { t } = useTranslation();
  const account = useAccount();
  return (
    <AccountSubPage
      maxWidth="md"
      title={t('pages.accountEdit.title')}
      subtitle={t('pages.accountEdit.subtitle')}
    >
      {account.isError ? (
        <AccountLoadError onRetry={() => void account.refetch()} retrying={account.isFetching} />
      ) : (
        <SectionCard icon={<BadgeIcon />} title={t('pages.account.personal')}>
          {account.data ? (
            // The form starts from the account once; a refetch must not wipe what is typed.
            <AccountForm account={account.data} />
          ) : (
            <FormSkeleton fields={10} columns={2} />
          )}
        </SectionCard>
      )}
    </AccountSubPage>
  );
}
