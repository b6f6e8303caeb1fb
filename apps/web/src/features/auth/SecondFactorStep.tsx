import { secondFactorLoginSchema } from '@cv/shared';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { useZodForm } from '../../app/forms/useZodForm';
import { CardForm } from '../../components/form/CardForm';
import { useSecondFactorLogin } from './auth.queries';
import { FormTextField } from '../../components/form/FormTextField';
import { useFormSubmit } from '../../app/forms/useFormSubmit';

/**
 * The second step of a login with two-factor login on: the 6-digit code of
 * the authenticator app, or one of the recovery codes. When the step has
 * expired (five minutes), the user goes back to the password.
 */
export function SecondFactorStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [recovery, setRecovery] = useState(false);
  const form = useZodForm(secondFactorLoginSchema, { defaultValues: { code: '' } });
  const verify = useSecondFactorLogin();
  const handleSubmit = useFormSubmit(form, {
    send: verify.mutateAsync,
    errorTitle: t('twoFactor.ui.login.error'),
    onError: (error, showError, toasts) => {
      const wrongCode = isApiError(error) ? error.fieldErrors.code : undefined;
      if (wrongCode) {
        // The one clear message is the code's own, under the field: a toast would
        // only add a generic second one.
        toasts.dismiss();
        form.setError('code', { type: 'server', message: wrongCode.join(' ') });
      } else {
        showError();
      }
      if (isApiError(error) && error.code === 'second_factor_expired') onBack();
      else {
        form.resetField('code', { keepError: true });
        form.setFocus('code');
      }
    },
    onSuccess: onDone,
  });

  return (
    <CardForm
      label={t('twoFactor.ui.login.title')}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('twoFactor.ui.login.submit')}
      spacing={1.5}
      after={
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            onClick={() => {
              setRecovery(!recovery);
              form.reset({ code: '' });
            }}
          >
            {t(recovery ? 'twoFactor.ui.login.useApp' : 'twoFactor.ui.login.useRecovery')}
          </Button>
          <Button size="small" onClick={onBack}>
            {t('twoFactor.ui.login.back')}
          </Button>
        </Stack>
      }
    >
      <Typography variant="h6" component="h2">
        {t('twoFactor.ui.login.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t(recovery ? 'twoFactor.ui.login.recoveryText' : 'twoFactor.ui.login.text')}
      </Typography>
      <FormTextField
        key={recovery ? 'recovery' : 'app'}
        control={form.control}
        name="code"
        label={t(recovery ? 'twoFactor.ui.login.recoveryCode' : 'twoFactor.ui.login.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: recovery ? 'text' : 'numeric' } }}
        autoFocus
        required
        reserveHelperLine
      />
    </CardForm>
  );
}
