import FingerprintIcon from '@mui/icons-material/Fingerprint';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmWithPasskey, passkeysSupported, showPasskeyError } from '../auth/passkeys';
import { usePasskeys } from './passkeys.queries';

interface PasskeyReauthButtonProps {
  /** Whether the dialog around it is open: the passkeys are asked for only then. */
  open: boolean;
  disabled?: boolean;
  onConfirmed: () => void;
}

/**
 * "Use a passkey" in the re-authentication dialog: confirms the user with
 * one of the account's passkeys instead of the password, the way for
 * accounts without one. Shown only when the account has a passkey and the
 * browser can use it.
 */
export function PasskeyReauthButton({ open, disabled, onConfirmed }: PasskeyReauthButtonProps) {
  const { t } = useTranslation();
  const passkeys = usePasskeys({ enabled: open });
  const confirm = useMutation({ mutationFn: confirmWithPasskey });
  if (!passkeysSupported() || !passkeys.data?.length) return null;
  return (
    <Button
      variant="outlined"
      fullWidth
      sx={{ mt: 1 }}
      startIcon={<FingerprintIcon />}
      loading={confirm.isPending}
      disabled={disabled}
      onClick={() =>
        confirm.mutate(undefined, {
          onSuccess: onConfirmed,
          onError: (error) => showPasskeyError(error, t('account.ui.reauth.title')),
        })
      }
    >
      {t('account.ui.passkeys.reauth')}
    </Button>
  );
}
