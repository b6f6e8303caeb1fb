import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../api/handleApiError';
import { PATHS } from '../../app/paths';
import { notify } from '../../app/toast';
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
      <Dialog
        open={open}
        onClose={remove.isPending ? undefined : onClose}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="delete-account-title">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <WarningAmberIcon color="error" aria-hidden />
            <span>{t('account.delete.confirmTitle')}</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text">
            {t('account.delete.confirmText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={remove.isPending} autoFocus>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            loading={remove.isPending}
            // Dark mode's error red is too light for white text (3.7:1); its darker shade passes.
            sx={(theme) =>
              theme.palette.mode === 'dark' ? { bgcolor: theme.palette.error.dark } : {}
            }
            onClick={() => void handleDelete()}
          >
            {t('account.ui.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
