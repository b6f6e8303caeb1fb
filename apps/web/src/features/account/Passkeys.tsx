import AddIcon from '@mui/icons-material/Add';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import { MAX_PASSKEYS, PASSKEY_NAME_MAX, type Passkey } from '@cv/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { handleApiError } from '../../api/handleApiError';
import { formatDate } from '../../app/dates';
import { notify } from '../../app/toast';
import { useLocale } from '../../app/useLocale';
import { ListSkeleton } from '../../components/ContentSkeletons';
import { SectionCard } from '../../components/SectionCard';
import { SectionIntro } from '../../components/SectionIntro';
import { ItemConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { defaultPasskeyName, passkeysSupported, showPasskeyError } from '../auth/passkeys';
import { QueryContent } from '../../components/feedback/QueryContent';
import { AccountFormDialog } from './AccountFormDialog';
import { AccountItem, AccountItemList } from './AccountItemList';
import { usePasskeys, useAddPasskey, useRemovePasskey } from './passkeys.queries';
import { ReauthenticationCancelled, useReauthentication } from './useReauthentication';

interface AddPasskeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Re-authentication first when the login lies back (useReauthentication). */
  guard: ReturnType<typeof useReauthentication>['guard'];
}

/**
 * Names the new passkey, then hands over to the browser's own dialog. The
 * caller mounts it afresh for each opening: a new default name, no error of
 * the last attempt.
 */
function AddPasskeyDialog({ open, onClose, guard }: AddPasskeyDialogProps) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [name, setName] = useState(defaultPasskeyName);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!name.trim()) {
      setFieldError(t('validation.blank', { label: t('fields.name') }));
      return;
    }
    try {
      await guard(() => add.mutateAsync(name.trim()));
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      const message = isApiError(error) ? error.fieldErrors.name?.[0] : undefined;
      if (message) setFieldError(message);
      else showPasskeyError(error, t('account.ui.passkeys.addError'));
      return;
    }
    notify.success(t('account.ui.passkeys.added'));
    onClose();
  };

  return (
    <AccountFormDialog
      open={open}
      titleId="add-passkey-title"
      title={t('account.ui.passkeys.addTitle')}
      describedBy="add-passkey-text"
      pending={add.isPending}
      onCancel={onClose}
      onSubmit={handleSubmit}
      submitLabel={t('account.ui.passkeys.addSubmit')}
    >
      <DialogContentText id="add-passkey-text" sx={{ mb: 2 }}>
        {t('account.ui.passkeys.addText')}
      </DialogContentText>
      <TextField
        label={t('fields.name')}
        autoFocus
        required
        fullWidth
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setFieldError(null);
        }}
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
        error={fieldError !== null}
        helperText={fieldError ?? ' '}
      />
    </AccountFormDialog>
  );
}

/**
 * The account's passkeys: name, when added and last used, whether synced;
 * add one (named, then the browser's dialog) or remove one (confirmed).
 * Both re-authenticate first when the login lies back. Adding is offered
 * only where the browser can create passkeys.
 */
export function Passkeys() {
  const { t } = useTranslation();
  const locale = useLocale();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const reauth = useReauthentication();
  const [adding, setAdding] = useState(false);
  const [addDialogKey, setAddDialogKey] = useState(0);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();
  const full = (passkeys.data?.length ?? 0) >= MAX_PASSKEYS;

  const handleRemove = async (passkey: Passkey) => {
    try {
      await reauth.guard(() => remove.mutateAsync(passkey.id));
    } catch (error) {
      setRemoving(null);
      if (error instanceof ReauthenticationCancelled) return;
      handleApiError(error, { title: t('account.ui.passkeys.removeError') });
      return;
    }
    setRemoving(null);
    notify.success(t('account.ui.passkeys.removed'));
  };

  return (
    <SectionCard icon={<FingerprintIcon />} title={t('account.ui.passkeys.title')}>
      <SectionIntro mb={1}>{t('account.ui.passkeys.intro')}</SectionIntro>
      <Stack spacing={2}>
        <QueryContent
          query={passkeys}
          loading={<ListSkeleton items={1} />}
          errorTitle={t('account.ui.passkeys.loadError')}
          empty={<Typography color="textSecondary">{t('account.ui.passkeys.empty')}</Typography>}
        >
          {(list) => (
            <AccountItemList>
              {list.map((passkey) => (
                <AccountItem
                  key={passkey.id}
                  name={passkey.name}
                  chip={passkey.backedUp ? t('account.ui.passkeys.synced') : undefined}
                  details={
                    <>
                      {t('account.ui.passkeys.created', {
                        date: formatDate(passkey.createdAt, locale),
                      })}
                      {' · '}
                      {passkey.lastUsedAt
                        ? t('account.ui.passkeys.lastUsed', {
                            date: formatDate(passkey.lastUsedAt, locale),
                          })
                        : t('account.ui.passkeys.neverUsed')}
                    </>
                  }
                  action={
                    <Button
                      size="small"
                      variant="outlined"
                      color="error"
                      aria-label={t('account.ui.passkeys.removeLabel', { name: passkey.name })}
                      onClick={() => setRemoving(passkey)}
                    >
                      {t('account.ui.passkeys.remove')}
                    </Button>
                  }
                />
              ))}
            </AccountItemList>
          )}
        </QueryContent>
        {passkeys.isSuccess && (
          <Box>
            {!supported ? (
              <Typography variant="body2" color="textSecondary">
                {t('account.ui.passkeys.unsupported')}
              </Typography>
            ) : full ? (
              <Typography variant="body2" color="textSecondary">
                {t('account.ui.passkeys.limit', { max: MAX_PASSKEYS })}
              </Typography>
            ) : (
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => {
                  setAddDialogKey((key) => key + 1);
                  setAdding(true);
                }}
              >
                {t('account.ui.passkeys.add')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
      <AddPasskeyDialog
        key={addDialogKey}
        open={adding}
        onClose={() => setAdding(false)}
        guard={reauth.guard}
      />
      {/* Removing takes a way to log in away: confirm first. */}
      <ItemConfirmDialog
        item={removing}
        title={t('account.ui.passkeys.confirmTitle', { name: removing?.name ?? '' })}
        text={t('account.ui.passkeys.confirmText')}
        confirmLabel={t('account.ui.passkeys.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={(passkey) => void handleRemove(passkey)}
        onCancel={() => setRemoving(null)}
      />
      {reauth.dialog}
    </SectionCard>
  );
}
