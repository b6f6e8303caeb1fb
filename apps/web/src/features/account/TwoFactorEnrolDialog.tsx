import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { TwoFactorEnrolment } from '@cv/shared';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { notify } from '../../app/toast';
import { QrCodeImage } from '../../components/QrCodeImage';
import { AccountFormDialog } from './AccountFormDialog';
import { copyText } from './clipboard';
import { useConfirmTwoFactor } from './twoFactor.queries';

/**
 * Setting up the authenticator app: the QR code (an SVG the server
 * rendered, shown as an image), the key to type by hand, and the first
 * code, which turns two-factor login on and answers the recovery codes.
 */
export function TwoFactorEnrolDialog({
  enrolment,
  onClose,
  onEnabled,
}: {
  enrolment: TwoFactorEnrolment | null;
  onClose: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const confirm = useConfirmTwoFactor();

  const close = () => {
    setCode('');
    setFieldError(null);
    onClose();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    try {
      const { recoveryCodes } = await confirm.mutateAsync(code);
      setCode('');
      setFieldError(null);
      onEnabled(recoveryCodes);
    } catch (error) {
      const message = isApiError(error) ? error.fieldErrors.code?.[0] : undefined;
      if (message) setFieldError(message);
      else handleApiError(error, { title: t('twoFactor.ui.enrol.error') });
    }
  };

  const qrSrc = enrolment
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`
    : '';

  return (
    <AccountFormDialog
      open={enrolment !== null}
      titleId="two-factor-enrol-title"
      title={t('twoFactor.ui.enrol.title')}
      pending={confirm.isPending}
      onCancel={close}
      onSubmit={handleSubmit}
      submitLabel={t('twoFactor.ui.enrol.confirm')}
    >
      <DialogContentText>{t('twoFactor.ui.enrol.scan')}</DialogContentText>
      <QrCodeImage
        src={qrSrc}
        alt={t('twoFactor.ui.enrol.qrAlt')}
        size={200}
        sx={{ display: 'block', mx: 'auto', my: 2 }}
      />
      <Typography variant="body2" color="textSecondary">
        {t('twoFactor.ui.enrol.manual')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
        <Typography
          component="code"
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', fontSize: '0.95rem', overflowWrap: 'anywhere' }}
        >
          {enrolment?.secret}
        </Typography>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={() =>
            void copyText(enrolment?.secret.replace(/\s/g, '') ?? '').then(
              (ok) => ok && notify.success(t('twoFactor.ui.enrol.keyCopied')),
            )
          }
        >
          {t('twoFactor.ui.enrol.copyKey')}
        </Button>
      </Stack>
      <TextField
        label={t('twoFactor.ui.enrol.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(null);
        }}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        required
        fullWidth
        sx={{ mt: 1 }}
        error={fieldError !== null}
        helperText={fieldError ?? ' '}
      />
    </AccountFormDialog>
  );
}
