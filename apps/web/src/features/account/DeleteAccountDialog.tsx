import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useDeleteAccount } from './account.queries';
import { ReauthenticationCancelled, useReauthentication } from './useReauthentication';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The confirmation before deleting the account: deleting is permanent, so the dialog
 * says what goes and 'Cancel' has the focus. On success the user passes the
 * logout page ('Goodbye'), which clears the login state, to the home page.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const reauth = useReauthentication();

  const handleDelete = async () => {
    try {
      await reauth.guard(() => remove.mutateAsync());
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      handleApiError(error, { title: t('account.delete.error') });
      return;
    }
    notify.success(t('account.delete.success'));
    // The logout page ends the local session and goes home. Marking the
    // logout here would empty the query cache under the account screen's
    // mounted queries, which would fetch again, get 401 and send the user to
    // the login page instead.
    await navigate(PATHS.logout, { replace: true });
  };

  return (
    <>
      {reauth.dialog}
      <ConfirmDialog
        open={open}
        title={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <WarningAmberIcon color="error" aria-hidden />
            <span>{t('account.delete.confirmTitle')}</span>
          </Stack>
        }
        text={t('account.delete.confirmText')}
        confirmLabel={t('account.ui.delete.confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={onClose}
      />
    </>
  );
}
