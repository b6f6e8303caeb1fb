import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, dataOf, isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { AccountFormDialog } from './AccountFormDialog';
import { useAccount } from './account.queries';
import { PasskeyReauthButton } from './PasskeyReauthButton';
import { useTwoFactorStatus } from './twoFactor.queries';

/** The user closed the password dialog: the guarded action did not happen. */
export class ReauthenticationCancelled extends Error {
  override readonly name = 'ReauthenticationCancelled';
}

/** A failed guarded submit: shown unless the user cancelled it, which needs no message. */
export function unlessCancelled(error: unknown, showError: () => void) {
  if (!(error instanceof ReauthenticationCancelled)) showError();
}

function ReauthDialog({ open, onDone }: { open: boolean; onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // With two-factor login on, a code of the app (or a recovery code) proves it too:
  // the only way for an account without a password.
  const account = useAccount();
  const twoFactor = useTwoFactorStatus(open);
  const codeAllowed = twoFactor.data?.enabled === true;
  const [useCode, setUseCode] = useState(false);
  const withCode = codeAllowed && (useCode || account.data?.hasPassword === false);
  const field = withCode ? 'code' : 'password';
  // Neither a password nor a code: a passkey (offered below) or a new external login.
  const nothingToType = account.data?.hasPassword === false && !codeAllowed;
  const confirm = useMutation({
    mutationFn: (value: string) =>
      dataOf(api.POST('/api/auth/reauthenticate', { body: { [field]: value } })),
  });

  const close = (confirmed: boolean) => {
    setPassword('');
    setFieldError(null);
    setUseCode(false);
    onDone(confirmed);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to a form around its owner.
    event.stopPropagation();
    try {
      await confirm.mutateAsync(password);
    } catch (error) {
      const message = isApiError(error) ? error.fieldErrors[field]?.[0] : undefined;
      if (message) setFieldError(message);
      else handleApiError(error, { title: t('account.ui.reauth.title') });
      return;
    }
    close(true);
  };

  return (
    <AccountFormDialog
      open={open}
      titleId="reauth-title"
      title={t('account.ui.reauth.title')}
      pending={confirm.isPending}
      onCancel={() => close(false)}
      onSubmit={handleSubmit}
      submitLabel={nothingToType ? undefined : t('account.ui.reauth.submit')}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {nothingToType
          ? t('account.errors.noPasswordReauth')
          : t(withCode ? 'twoFactor.ui.reauthCodeText' : 'account.ui.reauth.text')}
      </DialogContentText>
      {!nothingToType && (
        <TextField
          key={field}
          type={withCode ? 'text' : 'password'}
          label={withCode ? t('twoFactor.ui.reauthCode') : t('fields.password')}
          autoComplete={withCode ? 'one-time-code' : 'current-password'}
          autoFocus
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
        />
      )}
      {codeAllowed && account.data?.hasPassword !== false && (
        <Button
          size="small"
          onClick={() => {
            setUseCode(!useCode);
            setPassword('');
            setFieldError(null);
          }}
        >
          {t(useCode ? 'twoFactor.ui.reauthWithPassword' : 'twoFactor.ui.reauthWithCode')}
        </Button>
      )}
      <PasskeyReauthButton
        open={open}
        disabled={confirm.isPending}
        onConfirmed={() => close(true)}
      />
    </AccountFormDialog>
  );
}

/**
 * Dangerous actions (delete the account, change the e-mail address) answer
 * 403 `reauthentication_required` when the session's login lies more than
 * ten minutes back. `guard` runs the action; on that answer it asks for the
 * password, confirms it with the server and runs the action once more.
 * Render `dialog` next to the caller's own content.
 */
export function useReauthentication() {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);

  async function guard<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (!(isApiError(error) && error.code === 'reauthentication_required')) throw error;
      const confirmed = await new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      });
      if (!confirmed) throw new ReauthenticationCancelled();
      return action();
    }
  }

  const dialog = (
    <ReauthDialog
      open={open}
      onDone={(confirmed) => {
        setOpen(false);
        resolver.current?.(confirmed);
        resolver.current = null;
      }}
    />
  );
  return { guard, dialog };
}
