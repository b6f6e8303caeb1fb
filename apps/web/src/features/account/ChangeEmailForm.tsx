import { accountUpdateSchema, type Account } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../app/forms/useZodForm';
import { notify } from '../../app/toast';
import { FormTextField } from '../../components/form/FormTextField';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { toAccountForm } from './accountForm';
import { useUpdateAccount } from './account.queries';
import { unlessCancelled, useReauthentication } from './useReauthentication';

const emailOnly = accountUpdateSchema.pick({ email: true });
const FORM_ID = 'change-email-form';

/**
 * 'Wrong address?' on the pending page: an unverified user cannot reach the
 * account editor, so a mistyped address is corrected here. The server sends
 * a new link to the new address.
 */
export function ChangeEmailForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateAccount();
  const reauth = useReauthentication();
  const form = useZodForm(emailOnly, { defaultValues: { email: account.email ?? '' } });
  const handleSubmit = useFormSubmit(form, {
    send: ({ email }) =>
      reauth.guard(() =>
        update.mutateAsync(accountUpdateSchema.parse({ ...toAccountForm(account), email })),
      ),
    errorTitle: t('account.update.error'),
    onError: unlessCancelled,
    onSuccess: (_, { email }) => {
      notify.success(t('account.update.success'), t('account.ui.pending.newLinkSent'));
      form.reset({ email });
      setOpen(false);
    },
  });

  return (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      {reauth.dialog}
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={FORM_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {t('account.ui.pending.wrongAddress')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Stack
          id={FORM_ID}
          component="form"
          noValidate
          onSubmit={handleSubmit}
          aria-label={t('account.ui.pending.changeEmail')}
          spacing={1.5}
          sx={{ mt: 2, alignItems: 'flex-end', textAlign: 'left' }}
        >
          <FormTextField
            control={form.control}
            reserveHelperLine
            name="email"
            type="email"
            autoComplete="email"
            size="small"
            required
            autoFocus
          />
          <Button type="submit" variant="outlined" loading={form.formState.isSubmitting}>
            {t('account.ui.pending.changeEmail')}
          </Button>
        </Stack>
      </Collapse>
    </Box>
  );
}
