import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallDialog, type SmallDialogProps } from '../../components/feedback/SmallDialog';

interface AccountFormDialogProps extends SmallDialogProps {
  title: string;
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
  title,
  onSubmit,
  submitLabel,
  children,
  ...dialog
}: AccountFormDialogProps) {
  const { t } = useTranslation();
  const { titleId, pending, onCancel } = dialog;
  return (
    <SmallDialog {...dialog}>
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
    </SmallDialog>
  );
}
