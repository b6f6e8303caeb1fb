import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallDialog, type SmallDialogProps } from './SmallDialog';

interface ConfirmDialogProps extends Omit<
  SmallDialogProps,
  'titleId' | 'describedBy' | 'children'
> {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  /** The safe answer; 'Cancel' without. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
}

/**
 * A question with two answers. The safe answer has the focus, so Enter or
 * Escape never destroys anything by accident.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
  ...dialog
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const { onCancel, pending } = dialog;
  return (
    <SmallDialog {...dialog} titleId={titleId} describedBy={textId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          // Dark mode's error red is too light for white text (3.7:1); its darker shade passes.
          sx={(theme) =>
            destructive ? theme.applyStyles('dark', { bgcolor: theme.vars.palette.error.dark }) : {}
          }
          onClick={onConfirm}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </SmallDialog>
  );
}

interface ItemConfirmDialogProps<T> extends Omit<ConfirmDialogProps, 'open' | 'onConfirm'> {
  /** What the question is about; the dialog is open while there is one. */
  item: T | null;
  onConfirm: (item: T) => void;
}

/**
 * The question about one item of a list (the CV to delete, the link to
 * revoke): open while an item is chosen, and the answer comes with that item,
 * so the caller's handler needs no check that one is.
 */
export function ItemConfirmDialog<T>({ item, onConfirm, ...props }: ItemConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      {...props}
      open={item !== null}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
    />
  );
}
