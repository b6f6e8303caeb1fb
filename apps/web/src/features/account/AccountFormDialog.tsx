import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AccountFormDialogProps {
  open: boolean;
  /** The id of the title, which names the dialog. */
  titleId: string;
  title: string;
  /** The id of a text that describes the dialog. */
  describedBy?: string;
  /** While the answer is on its way the dialog stays open and Cancel is off. */
  pending: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** The submit button's label; without it, Cancel alone. */
  submitLabel?: string;
  /** The dialog's content: texts and fields. */
  children: ReactNode;
}

/**
 * A small dialog of the account's security settings around one form:
 * a title, the content, 'Cancel' and the submit button below.
 */
export function AccountFormDialog({
  open,
  titleId,
  title,
  describedBy,
  pending,
  onCancel,
  onSubmit,
  submitLabel,
  children,
}: AccountFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onCancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          {submitLabel !== undefined && (
            <Button type="submit" variant="contained" loading={pending}>
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
